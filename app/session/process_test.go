package session

import (
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// The session crosses a real process boundary through the environment
// alone, as it does when bro starts the next lwl.
func TestNextProcess(t *testing.T) {
	if os.Getenv("SESSION_TEST_CHILD") != "" {
		return // run as the child by TestNextProcessChild
	}
	rt := t.TempDir()
	a, err := Open(env(rt, ""))
	if err != nil {
		t.Fatal(err)
	}
	a.Push(Page{Name: "first", File: "/dev/null"})
	a.UpdatePlace(Place{Top: 12, Link: 3})
	cmd := exec.Command(os.Args[0], "-test.run=^TestNextProcessChild$", "-test.v")
	cmd.Env = append(os.Environ(), "SESSION_TEST_CHILD=1", "XDG_RUNTIME_DIR="+rt, a.Env())
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "back to first at top 12 link 3") {
		t.Fatalf("child: %v\n%s", err, out)
	}
	if list, _ := a.List(); len(list) != 2 || list[0].Name != "second" || !list[1].Current {
		t.Errorf("after the child: %+v", list)
	}
	a.Release()
	if _, err := os.Stat(a.Dir()); !os.IsNotExist(err) {
		t.Errorf("the last lwl left the session: %v", err)
	}
}

func TestNextProcessChild(t *testing.T) {
	if os.Getenv("SESSION_TEST_CHILD") == "" {
		t.Skip("run by TestNextProcess")
	}
	s, err := Open(os.Getenv)
	if err != nil {
		t.Fatal(err)
	}
	s.Push(Page{Name: "second"})
	s.SaveText(strings.NewReader("two"))
	v, err := s.Back()
	if err != nil {
		t.Fatal(err)
	}
	fmt.Printf("back to %s at top %d link %d\n", v.Name, v.Place.Top, v.Place.Link)
	s.Release()
}
