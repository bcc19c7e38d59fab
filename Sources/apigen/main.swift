import APIGenCore

// Placeholder entry point; the CLI is written in the foundation issue.
print("apigen \(APIGen.version)")
