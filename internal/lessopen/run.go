package lessopen

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"time"
)

// Run is one preprocessor run on one file.
type Run struct {
	p    Preprocessor
	name string
	cmd  *exec.Cmd
	out  *os.File // the read end of its standard output

	stderr  bytes.Buffer // read once exited is closed
	exitErr error        // set before exited is closed
	exited  chan struct{}
	kill    sync.Once
	mu      sync.Mutex
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
	r, w, err := os.Pipe()
	if err != nil {
		return nil, fmt.Errorf("LESSOPEN: cannot make a pipe: %w", err)
	}
	run := &Run{p: p, name: name, out: r, exited: make(chan struct{})}
	c := exec.Command("/bin/sh", "-c", commandFor(p.Command, name))
	c.Env = env
	c.Stdout, c.Stderr = w, &limitedWriter{b: &run.stderr, max: 4096}
	if null, err := os.Open(os.DevNull); err == nil {
		defer null.Close()
		c.Stdin = null
	}
	c.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
	c.WaitDelay = time.Second // a child keeping stderr open does not hold up Wait
	if err := c.Start(); err != nil {
		r.Close()
		w.Close()
		return nil, fmt.Errorf("LESSOPEN: %w", err)
	}
	w.Close()
	run.cmd = c
	go func() {
		run.exitErr = c.Wait()
		close(run.exited)
	}()
	return run, nil
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
	n, err := r.out.Read(buf)
	if n > 0 {
		// Closed by its reader, the pipe ends the preprocessor (EPIPE).
		return Result{Text: struct {
			io.Reader
			io.Closer
		}{io.MultiReader(bytes.NewReader(buf[:n]), closingReader{r.out}), r.out}}
	}
	r.out.Close()
	if err != nil && err != io.EOF {
		r.Stop()
		return Result{Failure: "LESSOPEN: " + err.Error()}
	}
	<-r.exited
	if r.p.ExitMatters && r.exitErr == nil {
		return Result{Text: bytes.NewReader(nil)} // the text is empty
	}
	return Result{Failure: r.failure()}
}

// readName reads the replacement file's name, printed as the command
// ends.
func (r *Run) readName() Result {
	out, err := io.ReadAll(io.LimitReader(r.out, 64<<10))
	r.out.Close()
	<-r.exited
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
	if errors.As(r.exitErr, &exit) {
		ws, _ := exit.Sys().(syscall.WaitStatus)
		switch {
		case ws.Signaled():
			status = fmt.Sprintf("killed by signal %d (%v)", int(ws.Signal()), ws.Signal())
		case exit.ExitCode() >= 126:
			status = fmt.Sprintf("exit status %d", exit.ExitCode())
		}
	}
	line := firstLine(r.stderr.String())
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
func (r *Run) Stop() {
	r.kill.Do(func() {
		select {
		case <-r.exited:
		default:
			syscall.Kill(-r.cmd.Process.Pid, syscall.SIGKILL) // the group Setsid made
		}
	})
}

// Running reports whether the command has not ended.
func (r *Run) Running() bool {
	select {
	case <-r.exited:
		return false
	default:
		return true
	}
}

func firstLine(s string) string {
	for _, l := range strings.Split(s, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			return l
		}
	}
	return ""
}

// closingReader closes the pipe once it is read to its end.
type closingReader struct{ f *os.File }

func (c closingReader) Read(p []byte) (int, error) {
	n, err := c.f.Read(p)
	if err != nil {
		c.f.Close()
	}
	return n, err
}

// limitedWriter keeps the first max bytes written.
type limitedWriter struct {
	b   *bytes.Buffer
	max int
}

func (w *limitedWriter) Write(p []byte) (int, error) {
	if room := w.max - w.b.Len(); room > 0 {
		w.b.Write(p[:min(room, len(p))])
	}
	return len(p), nil
}
