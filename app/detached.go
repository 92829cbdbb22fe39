package app

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sync"
	"syscall"
	"time"
)

// detached is a command that runs with no terminal: standard input is
// /dev/null, its output is collected (a little of it), and it runs in a
// session of its own, so it cannot open /dev/tty and draw over the screen,
// and can be stopped as a whole.
type detached struct {
	cmd         *exec.Cmd
	out, errOut limitedBuffer
	readers     sync.WaitGroup
	pipes       []*os.File // the read ends, closed once read or given up on

	mu    sync.Mutex
	group int  // the process group Setsid made, 0 once the command ended
	gone  bool // stopped by lwl
}

// startDetached starts cmd with env.
func startDetached(cmd string, env []string) (*detached, error) {
	d := &detached{cmd: exec.Command("/bin/sh", "-c", cmd)}
	d.cmd.Env = env
	d.cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
	if null, err := os.Open(os.DevNull); err == nil {
		defer null.Close()
		d.cmd.Stdin = null
	}
	// Pipes of lwl's own rather than exec's copying: Wait then returns
	// when the command ends, not when a program it left in the
	// background (a browser) closes its output.
	var writers []*os.File
	for _, buf := range []*limitedBuffer{&d.out, &d.errOut} {
		r, w, err := os.Pipe()
		if err != nil {
			d.closePipes(writers)
			return nil, fmt.Errorf("cannot make a pipe: %w", err)
		}
		d.pipes, writers = append(d.pipes, r), append(writers, w)
		d.readers.Add(1)
		go func() {
			defer d.readers.Done()
			io.Copy(buf, r)
		}()
	}
	d.cmd.Stdout, d.cmd.Stderr = writers[0], writers[1]
	err := d.cmd.Start()
	for _, w := range writers {
		w.Close() // the child's now: the reading ends when its last writer does
	}
	if err != nil {
		d.closePipes(nil)
		return nil, err
	}
	d.group = d.cmd.Process.Pid
	return d, nil
}

// closePipes closes the read ends and ws.
func (d *detached) closePipes(ws []*os.File) {
	for _, f := range append(d.pipes, ws...) {
		f.Close()
	}
}

// outputGrace is how long the output may still come after the command
// ended, from what it left running.
const outputGrace = time.Second

// wait waits for the command to end and says how it went: the first
// non-blank line of its output (standard output, then standard error), its
// exit status when it failed or printed nothing. stopped tells that stop
// ended it.
func (d *detached) wait() (msg string, failed, stopped bool) {
	err := d.cmd.Wait()
	d.mu.Lock()
	d.group = 0
	stopped = d.gone
	d.mu.Unlock()
	read := make(chan struct{})
	go func() {
		d.readers.Wait()
		close(read)
	}()
	select {
	case <-read:
	case <-time.After(outputGrace):
	}
	d.closePipes(nil)
	<-read
	msg, failed = d.outcome(err)
	return msg, failed, stopped
}

// stop kills the command and all it started in its session, if it still
// runs; it reports whether it did.
func (d *detached) stop() bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.group == 0 {
		return false
	}
	syscall.Kill(-d.group, syscall.SIGKILL)
	d.gone, d.group = true, 0
	return true
}

// outcome is the message for a command that ended with err.
func (d *detached) outcome(err error) (msg string, failed bool) {
	line := firstLine(d.out.Bytes())
	if line == "" {
		line = firstLine(d.errOut.Bytes())
	}
	var exit *exec.ExitError
	switch {
	case err == nil && line != "":
		return line, false
	case err == nil:
		return "Done: exit status 0", false
	case errors.As(err, &exit):
		status := fmt.Sprintf("exit status %d", exit.ExitCode())
		if ws, ok := exit.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			status = fmt.Sprintf("killed by signal %d (%v)", int(ws.Signal()), ws.Signal())
		}
		if line != "" {
			return line + " (" + status + ")", true
		}
		return status, true
	default:
		return "Cannot run the command: " + err.Error(), true
	}
}

// runOutputLimit is how much of a command's output is kept: the message
// shows one line of it.
const runOutputLimit = 4096

// limitedBuffer keeps the first runOutputLimit bytes written to it and
// takes the rest without keeping it, so a chatty command neither fills
// memory nor blocks on a full pipe. It has no ReadFrom: io.Copy would
// take that and read everything in.
type limitedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *limitedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if room := runOutputLimit - b.buf.Len(); room > 0 {
		b.buf.Write(p[:min(room, len(p))])
	}
	return len(p), nil
}

// Bytes is what was kept.
func (b *limitedBuffer) Bytes() []byte {
	b.mu.Lock()
	defer b.mu.Unlock()
	return bytes.Clone(b.buf.Bytes())
}
