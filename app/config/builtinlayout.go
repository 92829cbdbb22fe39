package config

//go:generate go run ./genlayout ../../layout.yaml layout_builtin.go

// parseLayoutBuiltin is ParseLayout, except that the embedded default, as
// layout_builtin.go holds it already parsed, skips the YAML parser (its
// code's first run costs start-up page faults). Any other text (a user's
// file, a layout.yaml changed without go generate) is parsed.
func parseLayoutBuiltin(data []byte, file string, base *Layout) (*Layout, error) {
	if base == nil && string(data) == builtinLayoutYAML {
		return builtinLayout(), nil
	}
	return ParseLayout(data, file, base)
}
