package lessopen

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestParse(t *testing.T) {
	for _, c := range []struct {
		v    string
		want Preprocessor
		ok   bool
	}{
		{"|lesspipe %s", Preprocessor{Command: "lesspipe %s", Pipe: true}, true},
		{"||lesspipe %s", Preprocessor{Command: "lesspipe %s", Pipe: true, ExitMatters: true}, true},
		{"|-lesspipe %s", Preprocessor{Command: "lesspipe %s", Pipe: true}, true},
		{"lessopen.sh %s", Preprocessor{Command: "lessopen.sh %s"}, true},
		{"", Preprocessor{}, false},
	} {
		p, ok, err := Parse(c.v)
		if p != c.want || ok != c.ok || err != nil {
			t.Errorf("Parse(%q) = %+v, %v, %v; want %+v, %v", c.v, p, ok, err, c.want, c.ok)
		}
	}
	if _, ok, err := Parse("|lesspipe"); ok || err == nil {
		t.Errorf("a LESSOPEN with no %%s is taken (%v, %v)", ok, err)
	}
}

func TestCommandQuotesNames(t *testing.T) {
	got := commandFor("cat %s; rm %s", "it's a file", "-")
	if want := `cat 'it'\''s a file'; rm '-'`; got != want {
		t.Errorf("commandFor = %q, want %q", got, want)
	}
}

// run runs LESSOPEN value v on the file name and waits for its result.
func run(t *testing.T, v, name string, stop <-chan struct{}) (*Run, Result) {
	t.Helper()
	o, err := New(func(k string) string {
		if k == "LESSOPEN" {
			return v
		}
		return ""
	}, os.Environ())
	if err != nil || o == nil {
		t.Fatalf("New: %v, %v", o, err)
	}
	t.Cleanup(o.Close)
	r, err := o.Start(name)
	if err != nil {
		t.Fatal(err)
	}
	return r, r.Wait(stop)
}

func file(t *testing.T, name, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestPipeGivesText(t *testing.T) {
	_, res := run(t, "|cat %s", file(t, "a b.txt", "hello\n"), nil)
	if res.Text == nil {
		t.Fatalf("no text: %+v", res)
	}
	if got, _ := io.ReadAll(res.Text); string(got) != "hello\n" {
		t.Errorf("text %q", got)
	}
}

// A pipe that prints nothing leaves the file as it is, with no word when
// it only said by its status that the file is not its own.
func TestPipeNothing(t *testing.T) {
	f := file(t, "a", "x")
	for _, v := range []string{"|true %s", "|exit 1; %s"} {
		if _, res := run(t, v, f, nil); res.Text != nil || res.Replacement != "" || res.Failure != "" {
			t.Errorf("%q: %+v, want the file as it is", v, res)
		}
	}
	// ||: exit status 0 with nothing printed is an empty text.
	if _, res := run(t, "||true %s", f, nil); res.Text == nil {
		t.Errorf("||: no empty text")
	}
	if _, res := run(t, "||exit 1; %s", f, nil); res.Text != nil {
		t.Errorf("|| exit 1: text, want the file as it is")
	}
}

func TestReplacementName(t *testing.T) {
	f := file(t, "a", "x")
	_, res := run(t, "echo %s.txt", f, nil)
	if res.Replacement != f+".txt" {
		t.Errorf("replacement %q, want %q", res.Replacement, f+".txt")
	}
}

func TestFailingCommandSays(t *testing.T) {
	_, res := run(t, "|no-such-preprocessor %s", file(t, "a", "x"), nil)
	if !strings.Contains(res.Failure, "not found") || !strings.Contains(res.Failure, "exit status 127") {
		t.Errorf("failure %q", res.Failure)
	}
}

// A hanging preprocessor stopped (ctrl-c) leaves nothing running: its
// process group is gone.
func TestHangingCommandStopped(t *testing.T) {
	stop := make(chan struct{})
	time.AfterFunc(200*time.Millisecond, func() { close(stop) })
	r, res := run(t, "|sleep 600 & sleep 600; : %s", file(t, "a", "x"), stop)
	if !strings.Contains(res.Failure, "stopped") || res.Text != nil {
		t.Errorf("result %+v", res)
	}
	<-r.cmd.Exited()
	deadline := time.Now().Add(5 * time.Second)
	for syscall.Kill(-r.cmd.Pid(), 0) == nil {
		if time.Now().After(deadline) {
			t.Fatal("the preprocessor's process group is still alive")
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// LESSCLOSE runs as lwl is done, with the file and its replacement.
func TestLessClose(t *testing.T) {
	f := file(t, "a", "x")
	log := filepath.Join(t.TempDir(), "closed")
	o, err := New(func(k string) string {
		return map[string]string{"LESSOPEN": "|cat %s", "LESSCLOSE": "echo %s %s > " + log}[k]
	}, os.Environ())
	if err != nil {
		t.Fatal(err)
	}
	r, err := o.Start(f)
	if err != nil {
		t.Fatal(err)
	}
	if res := r.Wait(nil); res.Text == nil {
		t.Fatal("no text")
	}
	o.Close()
	if got, _ := os.ReadFile(log); string(got) != f+" -\n" {
		t.Errorf("LESSCLOSE got %q", got)
	}
}
