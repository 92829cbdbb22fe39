package lessopen

import (
	"os/exec"
	"sync"
	"syscall"
	"time"
)

// Opener runs the preprocessor on the files lwl opens and keeps its runs,
// to stop them and run LESSCLOSE when lwl is done.
type Opener struct {
	p        Preprocessor
	closeCmd string // LESSCLOSE, "" for none
	env      []string

	mu   sync.Mutex
	runs []*Run
}

// closeWait bounds how long LESSCLOSE may take as lwl ends.
const closeWait = 5 * time.Second

// New is the Opener that LESSOPEN and LESSCLOSE in getenv ask for, the
// commands run with env; nil when LESSOPEN is unset. A LESSOPEN that
// cannot be used is an error (and no Opener).
func New(getenv func(string) string, env []string) (*Opener, error) {
	p, ok, err := Parse(getenv("LESSOPEN"))
	if !ok {
		return nil, err
	}
	return &Opener{p: p, closeCmd: getenv("LESSCLOSE"), env: env}, nil
}

// Start runs the preprocessor on the file name.
func (o *Opener) Start(name string) (*Run, error) {
	r, err := start(o.p, name, o.env)
	if err != nil {
		return nil, err
	}
	o.mu.Lock()
	o.runs = append(o.runs, r)
	o.mu.Unlock()
	return r, nil
}

// Close stops every preprocessor still running, then runs LESSCLOSE for
// each file one replaced: with the file's name and the replacement's, or
// "-" for a pipe's text.
func (o *Opener) Close() {
	if o == nil {
		return
	}
	o.mu.Lock()
	runs := o.runs
	o.runs = nil
	o.mu.Unlock()
	for _, r := range runs {
		r.Stop()
	}
	for _, r := range runs {
		<-r.cmd.Exited()
		r.mu.Lock()
		replaced := r.replaced
		r.mu.Unlock()
		if o.closeCmd != "" && replaced != "" {
			o.runClose(r.name, replaced)
		}
	}
}

// runClose runs LESSCLOSE for one file, killing it (and what it started)
// if it takes longer than closeWait.
func (o *Opener) runClose(name, replacement string) {
	c := exec.Command("/bin/sh", "-c", commandFor(o.closeCmd, name, replacement))
	c.Env = o.env
	c.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
	if c.Start() != nil {
		return
	}
	t := time.AfterFunc(closeWait, func() { syscall.Kill(-c.Process.Pid, syscall.SIGKILL) })
	c.Wait()
	t.Stop()
}
