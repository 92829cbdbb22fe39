package lessopen

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"sync"
	"syscall"

	"lwl/internal/proc"
)

// Run is one preprocessor run on one file.
type Run struct {
	p    Preprocessor
	name string
	cmd  *proc.Piped
	mu   sync.Mutex
	// replaced is what replaced the file, for LESSCLOSE: a file's name,
	// "-" for a pipe's text, "" when nothing did. Set by Wait.
	replaced string
}

// Result is what a preprocessor gave for a file.
type Result struct {
	// Text is the pipe's output, the first bytes included, when it
	// gave some (or gave empty text, with ExitMatters); nil otherwise.
	Text io.Reader
	// Replacement is the file to show in the original's place ("": the
	// original).
	Replacement string
	// Failure says how the command failed ("" when it did not, or ended
	// as a preprocessor that does not take the file does).
	Failure string
}

// start runs p on the file name with env. The command runs in a session
// of its own, with no terminal and standard input /dev/null: lwl stops it
// with everything it started by killing its process group.
func start(p Preprocessor, name string, env []string) (*Run, error) {
	c, err := proc.StartPiped(commandFor(p.Command, name), env)
	if err != nil {
		return nil, fmt.Errorf("LESSOPEN: %w", err)
	}
	return &Run{p: p, name: name, cmd: c}, nil
}

// Wait waits for what the preprocessor gives: a pipe's first bytes or
// its end, a replacement name once it ends. A close of stop (ctrl-c)
// kills it: the result is then the original file, with a failure saying
// so.
func (r *Run) Wait(stop <-chan struct{}) Result {
	got := make(chan Result, 1)
	go func() {
		if r.p.Pipe {
			got <- r.readFirst()
		} else {
			got <- r.readName()
		}
	}()
	var res Result
	select {
	case res = <-got:
	case <-stop:
		r.Stop()
		<-got
		return Result{Failure: "LESSOPEN stopped: the file is shown as it is"}
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	switch {
	case res.Text != nil:
		r.replaced = "-"
	case res.Replacement != "":
		r.replaced = res.Replacement
	}
	return res
}

// readFirst waits for the pipe's first bytes, or its end.
func (r *Run) readFirst() Result {
	buf := make([]byte, 4096)
	n, err := r.cmd.Out.Read(buf)
	if n > 0 {
		// Closed by its reader, the pipe ends the preprocessor (EPIPE).
		return Result{Text: struct {
			io.Reader
			io.Closer
		}{io.MultiReader(bytes.NewReader(buf[:n]), proc.ClosingReader{F: r.cmd.Out}), r.cmd.Out}}
	}
	r.cmd.Out.Close()
	if err != nil && err != io.EOF {
		r.Stop()
		return Result{Failure: "LESSOPEN: " + err.Error()}
	}
	<-r.cmd.Exited()
	if r.p.ExitMatters && r.cmd.Err() == nil {
		return Result{Text: bytes.NewReader(nil)} // the text is empty
	}
	return Result{Failure: r.failure()}
}

// readName reads the replacement file's name, printed as the command
// ends.
func (r *Run) readName() Result {
	out, err := io.ReadAll(io.LimitReader(r.cmd.Out, 64<<10))
	r.cmd.Out.Close()
	<-r.cmd.Exited()
	if err != nil {
		return Result{Failure: "LESSOPEN: " + err.Error()}
	}
	name := strings.TrimRight(string(out), "\r\n")
	if name == "" {
		return Result{Failure: r.failure()}
	}
	return Result{Replacement: name}
}

// failure says how a command that gave nothing failed: what it wrote to
// standard error, or an exit status that says it could not run (126,
// 127) or a signal. An exit status alone is how a preprocessor says a
// file is not its own (lesspipe's exit 1): no failure.
func (r *Run) failure() string {
	status := ""
	var exit *exec.ExitError
	if errors.As(r.cmd.Err(), &exit) {
		if ws, _ := exit.Sys().(syscall.WaitStatus); ws.Signaled() || exit.ExitCode() >= 126 {
			status = proc.ExitStatus(exit)
		}
	}
	line := proc.FirstLine(r.cmd.Stderr())
	switch {
	case line == "" && status == "":
		return ""
	case line == "":
		return "LESSOPEN failed (" + status + ")"
	case status == "":
		return "LESSOPEN: " + line
	}
	return "LESSOPEN: " + line + " (" + status + ")"
}

// Stop kills the command and everything it started (its process group),
// if it still runs.
func (r *Run) Stop() { r.cmd.Kill() }

// Running reports whether the command has not ended.
func (r *Run) Running() bool { return r.cmd.Running() }
