// Package yamlx holds what lwl's three YAML formats share: reading a file
// into a node tree, and errors worded as FILE:LINE: what is wrong.
package yamlx

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"gopkg.in/yaml.v3"

	"lwl/internal/quote"
)

// Parse reads data into a node tree and returns its top mapping (nil for an
// empty file). what names the format in the message for a file that is not
// a mapping. A file holds one YAML document: a second one (after "---") is
// an error, since yaml.v3 would silently ignore it and the user's settings
// there with it.
func Parse(data []byte, file, what string) (*yaml.Node, error) {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var root yaml.Node
	if err := dec.Decode(&root); errors.Is(err, io.EOF) {
		return nil, nil
	} else if err != nil {
		return nil, syntaxError(file, data, err)
	}
	var next yaml.Node
	if err := dec.Decode(&next); err == nil {
		return nil, Errorf(file, &next, "a second YAML document (after ---); a file holds one")
	} else if !errors.Is(err, io.EOF) {
		return nil, syntaxError(file, data, err)
	}
	if len(root.Content) == 0 {
		return nil, nil
	}
	top := root.Content[0]
	if top.Kind != yaml.MappingNode {
		return nil, Errorf(file, top, "%s", what)
	}
	return top, nil
}

// TopPairs reads data (see Parse) and returns the keys and values of its
// top mapping (see Pairs): none for an empty file. It is how each format's
// parser begins.
func TopPairs(data []byte, file, what string) ([][2]*yaml.Node, error) {
	top, err := Parse(data, file, what)
	if err != nil || top == nil {
		return nil, err
	}
	return Pairs(file, top)
}

// Errorf words an error about node n as FILE:LINE: message.
func Errorf(file string, n *yaml.Node, format string, args ...any) error {
	return fmt.Errorf("%s:%d: %s", file, n.Line, fmt.Sprintf(format, args...))
}

// syntaxError gives a yaml.v3 syntax error the FILE:LINE: form. Some of
// yaml.v3's messages quote a key whole: the message is cut to a line.
func syntaxError(file string, data []byte, err error) error {
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	if c := quote.Cut(msg, 4*quote.MaxValue); c != msg {
		msg = c + "…"
	}
	var line int
	if n, _ := fmt.Sscanf(msg, "line %d:", &line); n == 1 {
		_, rest, _ := strings.Cut(msg, ":")
		return fmt.Errorf("%s:%d:%s", file, line, rest)
	}
	if line, what := badCharacter(data); line > 0 && readerError(msg) {
		return fmt.Errorf("%s:%d: %s (%s)", file, line, msg, what)
	}
	return fmt.Errorf("%s: %s", file, msg)
}

// readerError reports a message of yaml.v3's reader, which refuses a
// character before any parsing and says where only as a byte offset,
// which yaml.v3's error then drops.
func readerError(msg string) bool {
	return strings.Contains(msg, "UTF-8") || strings.Contains(msg, "control characters") ||
		strings.Contains(msg, "invalid Unicode character")
}

// badCharacter finds the first character yaml.v3's reader refuses (not
// UTF-8, or a control character YAML does not allow), for the line of a
// reader error; line is 0 when there is none, or when the file is UTF-16
// (its BOM makes yaml.v3 read it as such). Lines are counted as the YAML
// scanner counts them: CR LF, CR, LF, NEL, LS and PS each end one.
func badCharacter(data []byte) (line int, what string) {
	if bytes.HasPrefix(data, []byte{0xFF, 0xFE}) || bytes.HasPrefix(data, []byte{0xFE, 0xFF}) {
		return 0, ""
	}
	line = 1
	for i := 0; i < len(data); {
		r, size := utf8.DecodeRune(data[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			return line, fmt.Sprintf("byte 0x%02x", data[i])
		case r == '\r' && i+1 < len(data) && data[i+1] == '\n':
			// one line break with the LF
		case r == '\n' || r == '\r' || r == 0x85 || r == 0x2028 || r == 0x2029:
			line++
		case r == '\t' || r >= 0x20 && r <= 0x7E || r >= 0xA0 && r <= 0xD7FF ||
			r >= 0xE000 && r <= 0xFFFD || r >= 0x10000:
		default:
			return line, fmt.Sprintf("U+%04X", r)
		}
		i += size
	}
	return 0, ""
}

// Pairs returns the key and value nodes of mapping m, or an error at the
// second place a key is set (yaml.v3 keeps the last silently).
func Pairs(file string, m *yaml.Node) ([][2]*yaml.Node, error) {
	seen := map[string]int{}
	var out [][2]*yaml.Node
	for i := 0; i+1 < len(m.Content); i += 2 {
		k, v := m.Content[i], m.Content[i+1]
		if first, dup := seen[k.Value]; dup {
			return nil, Errorf(file, k, "%s is set twice (first at line %d)", quote.Value(k.Value), first)
		}
		seen[k.Value] = k.Line
		out = append(out, [2]*yaml.Node{k, v})
	}
	return out, nil
}

// Bool reads a true/false scalar; what names it in the message
// ("line-numbers"), since the line alone does not say which of a flow
// map's options is wrong.
func Bool(file, what string, n *yaml.Node) (bool, error) {
	var b bool
	if n.Kind != yaml.ScalarNode || n.Decode(&b) != nil {
		got := quote.Value(n.Value)
		switch {
		case n.Kind == yaml.SequenceNode:
			got = "a list"
		case n.Kind == yaml.MappingNode:
			got = "a map"
		case n.Value == "true" || n.Value == "false":
			got += " (without quotes: quoted, it is a string)"
		}
		return false, Errorf(file, n, "%s must be true or false, got %s", what, got)
	}
	return b, nil
}
