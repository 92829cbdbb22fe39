package doc

import (
	"unicode"
	"unicode/utf8"
)

// Which non-ASCII characters a bare URL holds (an IRI, RFC 3987): letters,
// marks, digits and symbols, in the host as in the rest, so that
// https://bücher.example/Äpfel and https://例え.jp/ are links whole. A URL
// is text a user copies from prose, so what ends it is what ends it there.

type iriClass uint8

const (
	iriNone   iriClass = iota // ends the URL
	iriInner                  // part of it, but not its last character
	iriAlways                 // part of it, last or not
)

// classifyIRI says what the rune r does in a bare URL.
//
//   - Spaces of every kind (U+00A0, U+3000), controls (C1), format
//     characters (U+200B, U+202E) and unassigned code points end it: they
//     separate words, or hide what the URL is.
//   - Brackets and quotes (Unicode Ps, Pe, Pi, Pf: 「」『』（）«»“”‘’) end
//     it, as ASCII " < > [ ] do: they are set around a URL, and in CJK text
//     the text after one runs on with no space. (So an apostrophe written
//     ’ ends a URL; few URLs hold one.)
//   - The sentence punctuation of CJK text (、。，．：；！？) ends it for the
//     same reason: no space follows it.
//   - Other punctuation (– · … ¡ ¿) may be inside but not last, as ASCII
//     . , ; : ! ? are: a sentence's punctuation after a URL is not part of
//     it (https://en.wikipedia.org/wiki/Michelson–Morley_experiment…).
func classifyIRI(r rune) iriClass {
	switch {
	case r == utf8.RuneError:
		return iriNone // invalid UTF-8, shown as tokens
	case unicode.In(r, unicode.L, unicode.M, unicode.N, unicode.S):
		return iriAlways
	case unicode.In(r, unicode.Ps, unicode.Pe, unicode.Pi, unicode.Pf):
		return iriNone
	case isCJKSentencePunct(r):
		return iriNone
	case unicode.IsPunct(r):
		return iriInner
	}
	return iriNone
}

func isCJKSentencePunct(r rune) bool {
	switch r {
	case '、', '。', '，', '．', '：', '；', '！', '？', '｡', '､':
		return true
	}
	return false
}
