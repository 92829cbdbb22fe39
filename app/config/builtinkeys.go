package config

//go:generate go run ./genkeys ../../keys.yaml keys_builtin.go

// parseKeysBuiltin is ParseKeys, except that the embedded defaults, as
// keys_builtin.go holds them already parsed, skip the YAML parser: it was
// most of start-up's configuration time. Any other text (a user's file, a
// keys.yaml changed without go generate) is parsed.
func parseKeysBuiltin(data []byte, file string, base Bindings, check CheckAction) (Bindings, error) {
	if base == nil && string(data) == builtinKeysYAML {
		return builtinKeys(), nil
	}
	return ParseKeys(data, file, base, check)
}
