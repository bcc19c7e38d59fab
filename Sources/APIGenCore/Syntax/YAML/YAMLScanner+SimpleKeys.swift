/// Simple keys (implicit `key:` entries found only once their `:` is seen) and the indentation
/// stack that turns columns into block start and end tokens.
extension YAMLScanner {
    mutating func staleSimpleKeys() throws(Diagnostic) {
        for index in simpleKeys.indices where simpleKeys[index].isPossible {
            let key = simpleKeys[index]
            // An implicit key must fit on one line and in 1024 characters: Unicode scalars, as the column
            // counts them, not bytes (a key of 1,024 characters with an `é` is a valid key, and one
            // YAMLWriter writes as such).
            if key.mark.line < mark.line || key.mark.column + 1024 < mark.column {
                if key.isRequired { throw missingColonError(at: key.mark) }
                simpleKeys[index].isPossible = false
            }
        }
    }

    private func missingColonError(at mark: YAMLMark) -> Diagnostic {
        error("expected ':' after this mapping key on the same line; indent the line more if it continues the value above", at: mark)
    }

    mutating func saveSimpleKey() throws(Diagnostic) {
        let isRequired = flowLevel == 0 && indent == mark.column
        guard simpleKeyAllowed else { return }
        try removeSimpleKey()
        simpleKeys[simpleKeys.count - 1] = SimpleKey(
            isPossible: true, isRequired: isRequired, tokenNumber: tokensParsed + tokens.count - head, mark: mark)
    }

    mutating func removeSimpleKey() throws(Diagnostic) {
        let last = simpleKeys.count - 1
        if simpleKeys[last].isPossible && simpleKeys[last].isRequired {
            throw missingColonError(at: simpleKeys[last].mark)
        }
        simpleKeys[last].isPossible = false
    }

    /// Opens a block collection when `column` is deeper than the current indentation.
    mutating func rollIndent(to column: Int, tokenNumber: Int?, kind: YAMLToken.Kind, at mark: YAMLMark) throws(Diagnostic) {
        guard flowLevel == 0, indent < column else { return }
        if lastTab.line == mark.line && lastTab.column < mark.column {
            throw error("tab character used for indentation; YAML indents with spaces only", at: lastTab)
        }
        indents.append(indent)
        indent = column
        let token = YAMLToken(kind: kind, start: mark, end: mark)
        if let tokenNumber {
            tokens.insert(token, at: head + tokenNumber - tokensParsed)
        } else {
            tokens.append(token)
        }
    }

    /// Closes every block collection deeper than `column`.
    mutating func unrollIndent(to column: Int) {
        guard flowLevel == 0 else { return }
        while indent > column {
            tokens.append(YAMLToken(kind: .blockEnd, start: mark, end: mark))
            indent = indents.popLast() ?? -1
        }
    }
}
