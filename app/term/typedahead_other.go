//go:build !linux

package term

// enterBecomesNewline: elsewhere the typed-ahead keys are left as tcell
// reads them (see typedahead_linux.go).
func enterBecomesNewline(dev string) bool { return false }

func takeTypedAhead(dev string) []byte { return nil }
