// Package visited keeps the destinations (resolved URLs) the user followed,
// shared by every lwl: the file $XDG_STATE_HOME/lwl/visited (else
// ~/.local/state/lwl/visited), one destination a line, the newest last.
//
//	v := visited.New(os.Getenv, secure)       // reads nothing: the first frame does not wait
//	err := v.Loaded(v.Read())                 // Read on a worker, Loaded on the UI goroutine;
//	                                          // err: say it once; v still works, in memory only
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
	file  string // the file, "" when none is used; Read reads only this
	path  string // the file Add writes: "" until it was read, or once it failed
	set   map[string]bool
	lines int      // lines in the file, as far as this lwl knows
	early []string // added before the file was read, to write once it was
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

// New is the set for the environment getenv reads, empty until what Read
// read is given to Loaded: the file is read off the UI goroutine, since at
// its bound it takes longer than a frame.
func New(getenv func(string) string, secure bool) *Visited {
	v := &Visited{set: map[string]bool{}}
	if !secure {
		v.file = Path(getenv)
	}
	return v
}

// Contents is what Read read.
type Contents struct {
	dests []string
	err   error
}

// Read reads the file, once, before Loaded. It uses nothing Has and Add
// change before Loaded, so it may run on any goroutine while they run on
// the UI goroutine.
func (v *Visited) Read() Contents {
	if v.file == "" {
		return Contents{}
	}
	dests, err := read(v.file)
	return Contents{dests, err}
}

// Loaded adds what Read read and, when it could be read, writes there the
// destinations added meanwhile. On an error v goes on in memory only.
func (v *Visited) Loaded(c Contents) error {
	early := v.early
	v.early = nil
	if c.err != nil || v.file == "" {
		return c.err
	}
	v.path = v.file
	v.lines = len(c.dests)
	unwritten := map[string]bool{}
	for _, d := range early {
		unwritten[d] = true
	}
	for _, d := range c.dests {
		v.set[d] = true
		delete(unwritten, d) // another lwl wrote it meanwhile
	}
	for _, d := range early {
		if !unwritten[d] {
			continue
		}
		if err := v.write(d); err != nil {
			return err
		}
	}
	return nil
}

// Has reports whether dest was visited.
func (v *Visited) Has(dest string) bool { return v.set[dest] }

// Empty reports whether no destination was visited (or none read yet).
func (v *Visited) Empty() bool { return len(v.set) == 0 }

// Add records dest as visited. An error (the file could not be written)
// stops the use of the file; v goes on in memory.
func (v *Visited) Add(dest string) error {
	if dest == "" || v.set[dest] {
		return nil
	}
	v.set[dest] = true
	if !storable(dest) {
		return nil
	}
	if v.path == "" {
		if v.file != "" {
			v.early = append(v.early, dest)
		}
		return nil
	}
	return v.write(dest)
}

// write appends dest to the file, or compacts it.
func (v *Visited) write(dest string) error {
	var err error
	if v.lines++; v.lines > compactAt {
		err = v.compact(dest)
	} else {
		err = safefile.Append(v.path, []byte(dest+"\n"))
	}
	if err != nil {
		err = fmt.Errorf("%s: %w", name(v.path), quote.Unwrap(err))
		v.path, v.file = "", ""
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
