// Package visited keeps the destinations (resolved URLs) the user followed,
// shared by every lwl: the file $XDG_STATE_HOME/lwl/visited (else
// ~/.local/state/lwl/visited), one destination a line, the newest last.
//
//	v, err := visited.Open(os.Getenv, secure) // err: say it once; v still works, in memory only
//	if v.Has(dest) { … draw it as link-visited … }
//	err = v.Add(dest)                         // after following dest
//
// Bounds: the last Keep destinations are kept. Add appends a line; once the
// file holds a tenth more than Keep it is compacted to the newest Keep, by
// a temp file and a rename, so another lwl never reads half a file. The
// file is read only when it is a regular file of at most MaxFileSize bytes
// (never a FIFO or device); lines that are not a destination (binary
// garbage, control bytes, longer than MaxDest) are skipped. A file that
// cannot be read is not written over: v then works in memory only.
//
// In secure mode (secure true) the file is neither read nor written.
package visited

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strconv"
	"unicode/utf8"

	"lwl/internal/quote"
	"lwl/internal/safefile"
)

// Keep is how many destinations the file keeps.
const Keep = 10000

// MaxDest is the longest destination written to the file; a longer one is
// remembered by this lwl only.
const MaxDest = 2048

// MaxFileSize bounds the file read: Keep and a tenth of lines of MaxDest.
const MaxFileSize = 24 << 20

// compactAt is the line count past which Add compacts the file.
const compactAt = Keep + Keep/10

// Visited is the set of visited destinations.
type Visited struct {
	path  string // "" when the file is not used
	set   map[string]bool
	lines int // lines in the file, as far as this lwl knows
}

// Path is the file for the environment getenv reads, "" when there is no
// state folder.
func Path(getenv func(string) string) string {
	dir := safefile.StateDir(getenv)
	if dir == "" {
		return ""
	}
	return filepath.Join(dir, "visited")
}

// Open loads the visited destinations. On an error the returned Visited
// still works, without the file.
func Open(getenv func(string) string, secure bool) (*Visited, error) {
	v := &Visited{set: map[string]bool{}}
	if secure {
		return v, nil
	}
	path := Path(getenv)
	if path == "" {
		return v, nil
	}
	dests, err := read(path)
	if err != nil {
		return v, err
	}
	v.path = path
	v.lines = len(dests)
	for _, d := range dests {
		v.set[d] = true
	}
	return v, nil
}

// Has reports whether dest was visited.
func (v *Visited) Has(dest string) bool { return v.set[dest] }

// Add records dest as visited. An error (the file could not be written)
// stops the use of the file; v goes on in memory.
func (v *Visited) Add(dest string) error {
	if dest == "" || v.set[dest] {
		return nil
	}
	v.set[dest] = true
	if v.path == "" || !storable(dest) {
		return nil
	}
	var err error
	if v.lines++; v.lines > compactAt {
		err = v.compact(dest)
	} else {
		err = safefile.Append(v.path, []byte(dest+"\n"))
	}
	if err != nil {
		err = fmt.Errorf("%s: %w", name(v.path), quote.Unwrap(err))
		v.path = ""
	}
	return err
}

// compact rewrites the file with its newest Keep destinations, dest the
// last, re-read first so other lwl's additions are kept.
func (v *Visited) compact(dest string) error {
	dests, err := read(v.path)
	if err != nil {
		return err
	}
	dests = append(dests, dest)
	if len(dests) > Keep {
		dests = dests[len(dests)-Keep:]
	}
	var b bytes.Buffer
	for _, d := range dests {
		b.WriteString(d)
		b.WriteByte('\n')
	}
	v.lines = len(dests)
	return safefile.Replace(v.path, b.Bytes())
}

func name(path string) string { return "visited links " + quote.Name(path) }

// read reads the file's destinations, oldest first; a missing file has
// none.
func read(path string) ([]string, error) {
	data, err := safefile.Read(path, name(path), MaxFileSize)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []string
	for len(data) > 0 {
		line, rest, _ := bytes.Cut(data, []byte{'\n'})
		data = rest
		if d := string(line); storable(d) {
			out = append(out, d)
		}
	}
	return out, nil
}

// storable reports whether dest can be a line of the file: printable
// UTF-8 without control bytes, at most MaxDest bytes.
func storable(dest string) bool {
	if dest == "" || len(dest) > MaxDest || !utf8.ValidString(dest) {
		return false
	}
	for _, r := range dest {
		if !strconv.IsPrint(r) {
			return false
		}
	}
	return true
}
