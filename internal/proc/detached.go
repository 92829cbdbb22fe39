package proc

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sync"
	"syscall"
	"time"
)

// Detached is a command whose output is collected (a little of it) for a
// message: run's.
type Detached struct {
	cmd         *exec.Cmd
	out, errOut LimitedBuffer
	readers     sync.WaitGroup
	pipes       []*os.File // the read ends, closed once read or given up on

	mu    sync.Mutex
	group int  // the process group Setsid made, 0 once the command ended
	gone  bool // stopped by lwl
}

// StartDetached starts cmd with env.
func StartDetached(cmd string, env []string) (*Detached, error) {
	d := &Detached{cmd: command(cmd, env)}
	if null := nullInput(d.cmd); null != nil {
		defer null.Close()
	}
	// Pipes of lwl's own rather than exec's copying: Wait then returns
	// when the command ends, not when a program it left in the
	// background (a browser) closes its output.
	var writers []*os.File
	for _, buf := range []*LimitedBuffer{&d.out, &d.errOut} {
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
func (d *Detached) closePipes(ws []*os.File) {
	for _, f := range append(d.pipes, ws...) {
		f.Close()
	}
}

// outputGrace is how long the output may still come after the command
// ended, from what it left running.
const outputGrace = time.Second

// Wait waits for the command to end and says how it went: the first
// non-blank line of its output (standard output, then standard error), its
// exit status when it failed or printed nothing. stopped tells that Stop
// ended it.
func (d *Detached) Wait() (msg string, failed, stopped bool) {
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

// Stop kills the command and all it started in its session, if it still
// runs; it reports whether it did.
func (d *Detached) Stop() bool {
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
func (d *Detached) outcome(err error) (msg string, failed bool) {
	line := FirstLine(d.out.Bytes())
	if line == "" {
		line = FirstLine(d.errOut.Bytes())
	}
	var exit *exec.ExitError
	switch {
	case err == nil && line != "":
		return line, false
	case err == nil:
		return "Done: exit status 0", false
	case errors.As(err, &exit):
		if line != "" {
			return line + " (" + ExitStatus(exit) + ")", true
		}
		return ExitStatus(exit), true
	default:
		return "Cannot run the command: " + err.Error(), true
	}
}
