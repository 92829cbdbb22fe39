package doc

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"sync"
)

// StreamSource collects a pipe's bytes as they arrive. Reading happens on its
// own goroutine so a slow producer never blocks the keyboard, and only a
// bounded way past what has been looked at (ReadAhead), so `yes | lwl` stays
// small; ReadAll lifts the bound for G. A stream is kept in memory up to
// MemLimit bytes; past that it moves, whole, to an unlinked temporary file,
// so memory stays bounded however long the stream is. When no file can be
// made, or the file stops taking writes (a full disk), the rest is kept in
// memory: nothing read is lost, and SpillErr says why.
type StreamSource struct {
	mu   sync.Mutex
	wake *sync.Cond
	opts StreamOptions
	// blocks hold the stream's bytes from fileLen on; all but the last
	// are full (streamBlock bytes).
	blocks [][]byte
	// file holds the stream's first fileLen bytes once it outgrew
	// MemLimit. Only the reading goroutine sets it.
	file    *spillFile
	fileLen int64
	// spillErr says why no temporary file could be made, or why it took
	// no more: what follows is then kept in memory.
	spillErr error
	size     int64
	want     int64 // read until size reaches this, then wait
	opening  bool  // the reading goroutine waits in open(2), for a FIFO's writer
	closing  bool  // Close was called: read no more
	input    io.Closer
	done     bool
	err      error
}

// StreamOptions say where a stream keeps its text.
type StreamOptions struct {
	// MemLimit is how long a stream kept in memory may grow (0:
	// DefaultMemLimit); a longer one moves to a temporary file.
	MemLimit int64
	// TempDir is where the temporary file is made ("": os.TempDir()).
	TempDir string
	// OverflowLimit is how much a stream may keep in memory when no
	// temporary file takes it (0: DefaultOverflowLimit); past that,
	// reading stops and the input is closed, so its writer ends.
	OverflowLimit int64
}

// DefaultOverflowLimit bounds what a stream keeps in memory when the
// temporary file cannot be made or is full: memory, not the disk, would
// otherwise grow without end (yes | lwl, G).
const DefaultOverflowLimit = 1 << 30

// DefaultMemLimit is how much of a stream is kept in memory: a pipe shorter
// than this never touches the disk.
const DefaultMemLimit = 64 << 20

const streamBlock = 1 << 16

// ReadAhead is how far past the last position looked at a stream is read.
const ReadAhead = 4 << 20

// NewStreamSource starts reading r in the background. notify is called
// (from the reading goroutine) after each batch of new bytes and once at the
// end; it must not block.
func NewStreamSource(r io.Reader, notify func()) *StreamSource {
	return NewStreamSourceWith(r, notify, StreamOptions{})
}

// NewStreamSourceWith is NewStreamSource with options.
func NewStreamSourceWith(r io.Reader, notify func(), opts StreamOptions) *StreamSource {
	if opts.MemLimit <= 0 {
		opts.MemLimit = DefaultMemLimit
	}
	s := &StreamSource{want: ReadAhead, opts: opts}
	s.wake = sync.NewCond(&s.mu)
	go s.run(r, notify)
	return s
}

// openStream reads path as a stream, through wrap. The reading goroutine
// opens it: a FIFO's open waits for a writer, and the screen must not.
func openStream(path string, notify func(), wrap func(io.Reader) io.Reader) *StreamSource {
	s := &StreamSource{want: ReadAhead, opts: StreamOptions{MemLimit: DefaultMemLimit}, opening: true}
	s.wake = sync.NewCond(&s.mu)
	go func() {
		f, err := os.Open(path)
		s.mu.Lock()
		s.opening = false
		s.mu.Unlock()
		if err != nil {
			s.end(err, notify)
			return
		}
		if notify != nil {
			notify() // no longer waiting
		}
		s.run(wrap(f), notify)
	}()
	return s
}

// Opening reports whether the stream is still being opened: a FIFO with
// no writer yet.
func (s *StreamSource) Opening() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.opening
}

// Want asks for the stream to be read at least ReadAhead bytes past off.
func (s *StreamSource) Want(off int64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if off+ReadAhead > s.want {
		s.want = off + ReadAhead
		s.wake.Signal()
	}
}

// ReadAll lifts the read-ahead bound: the stream is read to its end.
func (s *StreamSource) ReadAll() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.want = 1<<63 - 1
	s.wake.Signal()
}

// StopReading brings the bound back to what has been read (what was read is
// kept), and reports whether reading was unbounded.
func (s *StreamSource) StopReading() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	all := s.want == 1<<63-1
	s.want = s.size
	return all
}

// ReadingAll reports whether ReadAll is in force (StopReading did not end
// it), the end reached or not: whoever follows the end with a snapshot
// taken before the end came must go on until a snapshot is complete.
func (s *StreamSource) ReadingAll() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.want == 1<<63-1
}

func (s *StreamSource) run(r io.Reader, notify func()) {
	buf := make([]byte, streamBlock)
	s.mu.Lock()
	s.input, _ = r.(io.Closer)
	s.mu.Unlock()
	for {
		s.mu.Lock()
		for s.size >= s.want && !s.closing {
			s.wake.Wait()
		}
		closing := s.closing
		s.mu.Unlock()
		if closing {
			s.end(io.EOF, notify)
			return
		}
		n, err := r.Read(buf)
		if n > 0 {
			if serr := s.store(buf[:n]); serr != nil {
				// Closed, the input's writer ends (EPIPE) rather than
				// waiting for a reader that never comes back.
				s.closeInput()
				err = serr
			}
			if notify != nil {
				notify()
			}
		}
		if err != nil {
			s.end(err, notify)
			return
		}
	}
}

// Close lets go of a stream no document shows: its input is closed, so
// its writer ends (EPIPE) rather than waits for a reader, and its reading
// goroutine ends. What was read stays readable.
func (s *StreamSource) Close() error {
	s.mu.Lock()
	s.closing = true
	s.wake.Broadcast()
	s.mu.Unlock()
	s.closeInput()
	return nil
}

// closeInput closes the stream's input, once it is known (a FIFO still
// waiting for its writer has none yet).
func (s *StreamSource) closeInput() {
	s.mu.Lock()
	c := s.input
	s.input = nil
	s.mu.Unlock()
	if c != nil {
		c.Close()
	}
}

// end marks the stream complete, err saying why if it is not io.EOF.
func (s *StreamSource) end(err error, notify func()) {
	s.mu.Lock()
	s.done = true
	if err != io.EOF {
		s.err = err
	}
	s.mu.Unlock()
	if notify != nil {
		notify()
	}
}

// store appends p: to memory while the stream fits MemLimit, then to the
// temporary file while it takes writes, then to memory again. Only the
// reading goroutine calls it, so it reads file, spillErr, blocks and size
// without the lock; it changes them under it.
func (s *StreamSource) store(p []byte) error {
	if s.file == nil && s.spillErr == nil && s.size+int64(len(p)) > s.opts.MemLimit {
		s.moveToFile()
	}
	if s.file != nil && s.spillErr == nil {
		n, err := s.file.write(p)
		s.mu.Lock()
		s.size += int64(n)
		s.fileLen += int64(n)
		if err != nil {
			s.spillErr = fmt.Errorf("the temporary file took %d MB: %w", s.fileLen>>20, err)
		}
		s.mu.Unlock()
		if err == nil {
			return nil
		}
		p = p[n:] // a full disk: the text goes on in memory, not cut short
	}
	limit := s.opts.OverflowLimit
	if limit <= 0 {
		limit = DefaultOverflowLimit
	}
	if s.spillErr == nil {
		limit = 1<<63 - 1 // in memory below MemLimit: no overflow yet
	}
	inMemory := s.size - s.fileLen
	if room := limit - inMemory; int64(len(p)) > room {
		// Stop at a line's end: part of a line could pass for all of it.
		kept := p[:max(room, 0)]
		if i := bytes.LastIndexByte(kept, '\n'); i >= 0 {
			kept = kept[:i+1]
		} else {
			kept = nil
		}
		s.storeInMemory(kept)
		cut := ""
		if !s.endsLine() {
			cut = "; its last line is cut short"
		}
		return fmt.Errorf("no room for more: %s, and %d MB are kept in memory%s", s.spillErr, (inMemory+int64(len(kept)))>>20, cut)
	}
	s.storeInMemory(p)
	return nil
}

// endsLine reports whether the text stored so far is empty or ends with a
// line break.
func (s *StreamSource) endsLine() bool {
	size := s.Size()
	if size == 0 {
		return true
	}
	var last [1]byte
	n, _ := s.ReadAt(last[:], size-1)
	return n == 1 && last[0] == '\n'
}

// moveToFile copies the stream so far to a new temporary file and drops it
// from memory; if no file can be made or filled, the stream stays in memory
// and spillErr says why.
func (s *StreamSource) moveToFile() {
	f, err := createSpill(s.opts.TempDir)
	if err == nil {
		// The blocks are full and only this goroutine writes them: copy
		// them without the lock, so readers are not held up meanwhile.
		for _, b := range s.blocks {
			if _, err = f.write(b); err != nil {
				err = fmt.Errorf("filling a temporary file: %w", err)
				f.close()
				break
			}
		}
	}
	s.mu.Lock()
	if err != nil {
		s.spillErr = fmt.Errorf("no temporary file: %w", err)
	} else {
		s.file, s.fileLen, s.blocks = f, s.size, nil
	}
	s.mu.Unlock()
	if err == nil {
		// Give the blocks back now: left to the collector, they would stay
		// resident until the heap grew back to twice their size.
		debug.FreeOSMemory()
	}
}

// storeInMemory appends p to the blocks.
func (s *StreamSource) storeInMemory(p []byte) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for len(p) > 0 {
		if len(s.blocks) == 0 || len(s.blocks[len(s.blocks)-1]) == streamBlock {
			s.blocks = append(s.blocks, make([]byte, 0, streamBlock))
		}
		last := &s.blocks[len(s.blocks)-1]
		n := copy((*last)[len(*last):streamBlock], p)
		*last = (*last)[:len(*last)+n]
		p = p[n:]
		s.size += int64(n)
	}
}

// Size implements Source.
func (s *StreamSource) Size() int64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.size
}

// Complete implements Source.
func (s *StreamSource) Complete() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.done
}

// Err is the read error that ended the stream, if any.
func (s *StreamSource) Err() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.err
}

// SpillErr says why a stream longer than MemLimit is kept in memory, whole
// (no temporary file could be made) or from some point on (the file took
// no more); nil if it is not.
func (s *StreamSource) SpillErr() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.spillErr
}

// ReadAt implements Source. Bytes in the temporary file are read outside
// the lock (they never change once written), so a slow disk never holds up
// the reading goroutine; bytes in memory are copied under it.
func (s *StreamSource) ReadAt(p []byte, off int64) (int, error) {
	if off < 0 {
		return 0, io.EOF
	}
	s.mu.Lock()
	size, file, fileLen := s.size, s.file, s.fileLen
	if off >= size {
		s.mu.Unlock()
		return 0, io.EOF
	}
	short := int64(len(p)) > size-off
	if short {
		p = p[:size-off]
	}
	n := 0
	if off >= fileLen {
		// All in memory: copied before the stream can move to its file.
		n = s.copyFromMemory(p, off-fileLen)
		s.mu.Unlock()
	} else {
		s.mu.Unlock()
		k, err := file.readAt(p[:min(int64(len(p)), fileLen-off)], off)
		n = k
		if err != nil {
			return n, err
		}
		if n < len(p) {
			// Past a file that took no more: fileLen stays as it is now.
			s.mu.Lock()
			n += s.copyFromMemory(p[n:], off+int64(n)-fileLen)
			s.mu.Unlock()
		}
	}
	if short {
		return n, io.EOF
	}
	return n, nil
}

// copyFromMemory fills p from the blocks, from rel bytes past fileLen; the
// caller holds the lock and asks only for bytes read.
func (s *StreamSource) copyFromMemory(p []byte, rel int64) int {
	n := 0
	for n < len(p) {
		c := copy(p[n:], s.blocks[rel/streamBlock][rel%streamBlock:])
		n += c
		rel += int64(c)
	}
	return n
}
