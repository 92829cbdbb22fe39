package doc

import "testing"

func BenchmarkPlainRun(b *testing.B) {
	text := asciiText(1 << 20)
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		for i := 0; i < len(text); {
			i += plainRun(text[i:]) + 1
		}
	}
}

func BenchmarkMatchLinks(b *testing.B) {
	text := asciiText(1 << 20)
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		matchLinks(text, nil, nil)
	}
}
