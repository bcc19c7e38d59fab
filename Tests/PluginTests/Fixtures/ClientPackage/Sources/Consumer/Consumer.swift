import Client

/// Compiles only if the build plugin's output is public API of `Client`.
public func firstPet() -> Pet {
    Pet(id: 1, name: "Rex")
}

public let petsServiceType = PetsService.self
