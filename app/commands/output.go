package commands

import (
	"errors"
	"net/url"
	"os/exec"
	"sync"

	"lwl/internal/proc"
	"lwl/widgets/doc"
)

// output is one run of an open command and the document it makes: its
// standard output read as a stream, stopped by lwl, with everything it
// started, at any time (open.go says when).
type output struct {
	cmd  *proc.Piped
	src  *doc.StreamSource
	link string   // the destination it was opened for, resolved
	base *url.URL // base of the document: the link, when absolute
	frag string   // the link's fragment, looked for once the output is in

	doc       *doc.Document // made when the first bytes arrive (UI loop)
	stopped   bool          // stopped by lwl (UI loop)
	toSection bool          // go to frag once the whole output is read (UI loop)

	exited <-chan struct{}
	first  chan struct{} // closed at the first news: bytes or the end
	once   sync.Once
	kill   sync.Once
}

// startOutput starts cmd with env for link, its standard output read into
// a stream; notify is called (on the reading goroutine) after each batch of
// bytes and at the end, and must not block.
func startOutput(cmd string, env []string, link string, notify func(o *output)) (*output, error) {
	c, err := proc.StartPiped(cmd, env)
	if err != nil {
		return nil, err
	}
	o := &output{cmd: c, link: link, exited: c.Exited(), first: make(chan struct{})}
	if u, err := url.Parse(link); err == nil && u.IsAbs() {
		o.frag, u.Fragment, u.RawFragment = u.Fragment, "", ""
		o.base = u
	}
	o.src = doc.NewStreamSource(proc.ClosingReader{F: c.Out}, func() {
		o.once.Do(func() { close(o.first) })
		notify(o)
	})
	return o, nil
}

// running reports whether the command has not ended yet.
func (o *output) running() bool { return o.cmd.Running() }

// stop kills the command's process group, if it still runs, and reads what
// it wrote before to the end, so the document is complete.
func (o *output) stop() {
	o.kill.Do(func() {
		o.cmd.Kill()
		o.src.ReadAll()
	})
}

// failure says how the command ended, when it failed: the first line of
// its standard error and its exit status; "" when it succeeded. Call it
// once exited is closed.
func (o *output) failure(printed bool) string {
	status := ""
	err := o.cmd.Err()
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		status = proc.ExitStatus(exit)
	case err != nil && !errors.Is(err, exec.ErrWaitDelay):
		status = err.Error()
	case !printed:
		status = "exit status 0"
	default:
		return ""
	}
	line := proc.FirstLine(o.cmd.Stderr())
	if line == "" && !printed {
		line = "it printed nothing"
	}
	if line == "" {
		return status
	}
	return line + " (" + status + ")"
}
