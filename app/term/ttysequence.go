package term

// tcell's input parser has no time limit but for a lone escape: once a read
// ends inside a sequence (a fast alt-[ is ESC [, alt-] is ESC ], alt-O is
// ESC O), the parser takes the keys that come next as the rest of it. A
// control key there is swallowed (esc, ctrl-c and ctrl-g at a prompt did
// nothing, and an Enter after them ran a half-typed > command), and after
// ESC ] every key is, until a BEL. seqState follows the parser's state
// across reads, so that a read that cannot go on with the sequence can be
// given a first byte that ends it, and its keys reach lwl as keys.

// seqState is where tcell's parser stands after the bytes given to it.
type seqState uint8

const (
	seqNone      seqState = iota // between keys
	seqEscape                    // after ESC: tcell's own wait decides
	seqCSI                       // after ESC [ and its parameters
	seqOneMore                   // after ESC N, or ESC [ [: the next byte, whatever it is, belongs to it
	seqSS3                       // after ESC O
	seqString                    // inside ESC ] (also ESC X, ESC ^, ESC _), until BEL or ESC \
	seqStringEsc                 // after an ESC inside a string
)

const (
	esc = 0x1b
	bel = 0x07
)

// after is the state once b was parsed from s, as tcell's scan moves.
func (s seqState) after(b []byte) seqState {
	for _, c := range b {
		s = s.next(c)
	}
	return s
}

func (s seqState) next(c byte) seqState {
	if c >= 0x80 {
		return seqNone // tcell takes a non-ASCII character as a key, whatever came before
	}
	switch s {
	case seqNone:
		if c == esc {
			return seqEscape
		}
	case seqEscape:
		switch c {
		case '[':
			return seqCSI
		case ']', 'X', '^', '_':
			return seqString
		case 'N':
			return seqOneMore
		case 'O':
			return seqSS3
		case esc:
			return seqEscape // an alt key to come
		}
	case seqCSI:
		switch {
		case c == esc:
			return seqEscape
		case c >= 0x20 && c <= 0x3f:
			return seqCSI
		case c == '[':
			return seqOneMore // the Linux console's function keys
		}
	case seqSS3:
		if c == esc {
			return seqEscape
		}
	case seqString:
		switch c {
		case esc:
			return seqStringEsc
		case bel:
			return seqNone
		}
		return seqString
	case seqStringEsc:
		if c == '\\' || c == bel {
			return seqNone
		}
		return seqString
	}
	return seqNone
}

// cutOff is what to give tcell before next, read while in s, so that the
// sequence left unfinished ends and next's first key is read as typed: ""
// when next can go on with it (a sequence split between reads).
func (s seqState) cutOff(next []byte) string {
	if len(next) == 0 {
		return ""
	}
	c := next[0]
	control := c < 0x20
	switch s {
	case seqCSI:
		if control && c != esc {
			// An intermediate and a final byte: tcell drops such a
			// sequence unread, and the control key comes as typed.
			return " @"
		}
	case seqSS3:
		if control && c != esc {
			return "\x00" // taken as the key, which none is
		}
	case seqOneMore:
		if control {
			return "\x00" // taken as the byte the sequence wants
		}
	case seqString:
		// lwl asks the terminal for no string (OSC) reply, so a string is
		// typed (alt-]) and a BEL after it is ctrl-g, not its end; ESC \ is.
		stringEnd := c == esc && len(next) > 1 && next[1] == '\\'
		if control && !stringEnd {
			return "\a"
		}
	case seqStringEsc:
		if control {
			return "\\"
		}
	}
	return ""
}
