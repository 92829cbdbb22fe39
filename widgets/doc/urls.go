package doc

import (
	"bytes"
	"unicode/utf8"
)

// mayStartURL reports whether the ':' at w[i] may end a bare URL's scheme:
// every one but mailto: is followed by "//". It must accept every colon
// bareURL would, or a URL would be shown as plain text.
func mayStartURL(w []byte, i int) bool {
	return i+2 < len(w) && w[i+1] == '/' && w[i+2] == '/' || i >= 6 && string(w[i-6:i]) == "mailto"
}

var schemes = []string{"https", "http", "ftp", "file", "mailto"}

// bareURL recognises a URL whose scheme ends just before the ":" at w[i]
// and was copied to out verbatim. It returns the scheme and the window
// offset where the URL ends, or "" when there is no URL; long reports a URL
// that goes on past the chunk's end c1, so that end is not its own.
func bareURL(w []byte, i, next, c1 int, out []byte, plainFrom int) (scheme string, end int, long bool) {
	for _, s := range schemes {
		if i >= len(s) && string(w[i-len(s):i]) == s && bytes.HasSuffix(out, []byte(s)) {
			scheme = s
			break
		}
	}
	// The scheme must have been copied as it is, and not follow a letter
	// (unless what precedes it was a token or an escape sequence, as in a
	// coloured URL).
	start := len(out) - len(scheme)
	if scheme == "" || start < plainFrom {
		return "", 0, false
	}
	if b := i - len(scheme) - 1; start > plainFrom && b >= 0 && isWordByte(w[b]) {
		return "", 0, false
	}
	limit := min(next, c1)
	// Every scheme but mailto: needs "//" and a host (file:/// may have none).
	hier := scheme != "mailto"
	if hier {
		if i+3 >= limit || w[i+1] != '/' || w[i+2] != '/' {
			return "", 0, false
		}
		if w[i+3] == '/' && scheme != "file" {
			return "", 0, false
		}
	}
	scanned := urlScan(w, i+1, limit)
	end = urlTrim(w, i+1, scanned)
	if end <= i+1 || (hier && end <= i+3) {
		return "", 0, false
	}
	long = scanned == c1 && urlScan(w, c1, min(c1+utf8.UTFMax, len(w))) > c1
	return scheme, end, long
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

// urlEnd scans URL characters from k, then trims trailing punctuation and
// closing parentheses that have no opening partner in the URL.
func urlEnd(w []byte, k, limit int) int {
	return urlTrim(w, k, urlScan(w, k, limit))
}

// urlScan is the end of the run of URL characters from k (ASCII by
// isURLByte, the rest by classifyIRI), at most limit.
func urlScan(w []byte, k, limit int) int {
	j := k
	for j < limit {
		c := w[j]
		if c >= utf8.RuneSelf {
			// A character cut by limit decodes as RuneError and ends it.
			r, n := utf8.DecodeRune(w[j:limit])
			if classifyIRI(r) == iriNone {
				break
			}
			j += n
			continue
		}
		if !isURLByte(c) {
			break
		}
		j++
	}
	return j
}

// urlTrim is where the URL scanned over w[k:j] ends once trailing
// punctuation and unpartnered closing parentheses are taken off.
func urlTrim(w []byte, k, j int) int {
	open := bytes.Count(w[k:j], []byte("(")) - bytes.Count(w[k:j], []byte(")")) // unclosed "("
	for j > k {
		c := w[j-1]
		switch {
		case c >= utf8.RuneSelf:
			r, n := utf8.DecodeLastRune(w[k:j])
			if classifyIRI(r) != iriInner {
				return j
			}
			j -= n
			continue
		case bytes.IndexByte([]byte(".,;:!?'*\""), c) >= 0:
		case c == ')' && open < 0:
			open++
		default:
			return j
		}
		j--
	}
	return j
}

func isURLByte(c byte) bool {
	if c <= 0x20 || c >= 0x7F {
		return false
	}
	switch c {
	case '<', '>', '"', '[', ']', '`', '\\', '{', '}', '|', '^':
		return false
	}
	return true
}

// autolink recognises "<scheme:...>" at w[i] on one line and returns the
// window offset of its ">", or 0.
func autolink(w []byte, i, next, c1 int) int {
	limit := min(next, c1, i+1+MaxLinkDest)
	k := i + 1
	ok := false
	for _, s := range schemes {
		if k+len(s) < limit && string(w[k:k+len(s)]) == s && w[k+len(s)] == ':' {
			ok = true
			break
		}
	}
	if !ok {
		return 0
	}
	for j := k; j < limit; j++ {
		switch c := w[j]; {
		case c == '>':
			return j
		case c >= utf8.RuneSelf:
			// CommonMark lets an autolink hold any character but ASCII
			// controls, space, < and >; invalid UTF-8 and C1 controls are
			// shown as tokens, so they end it as controls do.
			r, n := utf8.DecodeRune(w[j:limit])
			if r == utf8.RuneError && n <= 1 || r <= 0x9F {
				return 0
			}
			j += n - 1
		case c <= 0x20 || c == 0x7F || c == '<' || c == '[' || c == ']':
			return 0
		}
	}
	return 0
}
