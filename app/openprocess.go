package app

import (
	"errors"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"sync"
	"syscall"
	"time"

	"lwl/widgets/doc"
)

// An open command runs with no terminal and its standard output in a pipe
// read as a stream; lwl can stop it, with everything it started, at any
// time (open.go says when).

// output is one run of an open command and the document it makes.
type output struct {
	cmd  *exec.Cmd
	src  *doc.StreamSource
	link string   // the destination it was opened for, resolved
	base *url.URL // base of the document: the link, when absolute
	frag string   // the link's fragment, looked for once the output is in

	doc       *doc.Document // made when the first bytes arrive (UI loop)
	stopped   bool          // stopped by lwl (UI loop)
	toSection bool          // go to frag once the whole output is read (UI loop)

	stderr  limitedBuffer // read after exited is closed
	exitErr error         // c.Wait's, set before exited is closed
	exited  chan struct{}
	first   chan struct{} // closed at the first news: bytes or the end
	once    sync.Once
	kill    sync.Once
}

// startOutput starts cmd with env for link, its standard output read into
// a stream; notify is called (on the reading goroutine) after each batch of
// bytes and at the end, and must not block.
func startOutput(cmd string, env []string, link string, notify func(o *output)) (*output, error) {
	r, w, err := os.Pipe()
	if err != nil {
		return nil, fmt.Errorf("cannot make a pipe: %w", err)
	}
	o := &output{link: link, exited: make(chan struct{}), first: make(chan struct{})}
	if u, err := url.Parse(link); err == nil && u.IsAbs() {
		o.frag, u.Fragment, u.RawFragment = u.Fragment, "", ""
		o.base = u
	}
	c := exec.Command("/bin/sh", "-c", cmd)
	c.Env = env
	c.Stdout, c.Stderr = w, &o.stderr
	if null, err := os.Open(os.DevNull); err == nil {
		defer null.Close()
		c.Stdin = null
	}
	// Its own session: no controlling terminal to read keys from or draw
	// on, and a process group of its own to stop as a whole.
	c.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
	// A child that keeps standard error open does not hold up Wait.
	c.WaitDelay = time.Second
	if err := c.Start(); err != nil {
		r.Close()
		w.Close()
		return nil, err
	}
	w.Close() // the child's now: the stream ends when its last writer does
	o.cmd = c
	o.src = doc.NewStreamSource(closingReader{r}, func() {
		o.once.Do(func() { close(o.first) })
		notify(o)
	})
	go func() {
		o.exitErr = c.Wait()
		close(o.exited)
	}()
	return o, nil
}

// closingReader closes the pipe once it has been read to its end.
type closingReader struct{ f *os.File }

func (r closingReader) Read(p []byte) (int, error) {
	n, err := r.f.Read(p)
	if err != nil {
		r.f.Close()
	}
	return n, err
}

// running reports whether the command has not ended yet.
func (o *output) running() bool {
	select {
	case <-o.exited:
		return false
	default:
		return true
	}
}

// stop kills the command's process group, if it still runs, and reads what
// it wrote before to the end, so the document is complete.
func (o *output) stop() {
	o.kill.Do(func() {
		if o.running() {
			syscall.Kill(-o.cmd.Process.Pid, syscall.SIGKILL) // the group Setsid made
		}
		o.src.ReadAll()
	})
}

// failure says how the command ended, when it failed: the first line of
// its standard error and its exit status; "" when it succeeded. Call it
// once exited is closed.
func (o *output) failure(printed bool) string {
	status := ""
	var exit *exec.ExitError
	switch {
	case errors.As(o.exitErr, &exit):
		status = fmt.Sprintf("exit status %d", exit.ExitCode())
		if ws, ok := exit.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			status = fmt.Sprintf("killed by signal %d (%v)", int(ws.Signal()), ws.Signal())
		}
	case o.exitErr != nil && !errors.Is(o.exitErr, exec.ErrWaitDelay):
		status = o.exitErr.Error()
	case !printed:
		status = "exit status 0"
	default:
		return ""
	}
	line := firstLine(o.stderr.Bytes())
	if line == "" && !printed {
		line = "it printed nothing"
	}
	if line == "" {
		return status
	}
	return line + " (" + status + ")"
}
