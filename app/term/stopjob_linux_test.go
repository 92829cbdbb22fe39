package term

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// ctrl-z stops lwl's whole job, as the terminal's ctrl-z does (lwl reads
// keys raw): under man or git, or after a pipe's writer, only lwl stopped,
// the shell waited for the rest, and no prompt came back. The test runs
// itself again in a process group of its own with a sleep beside it (the
// job), and the child stops the job: both must be stopped.
func TestStopJobStopsTheGroup(t *testing.T) {
	if os.Getenv("LWL_STOPJOB_CHILD") == "1" {
		sleep := exec.Command("sleep", "30")
		if err := sleep.Start(); err != nil {
			os.Exit(3)
		}
		fmt.Println(sleep.Process.Pid)
		StopJob()
		sleep.Process.Kill()
		os.Exit(0)
	}
	cmd := exec.Command(os.Args[0], "-test.run", "^TestStopJobStopsTheGroup$")
	cmd.Env = append(os.Environ(), "LWL_STOPJOB_CHILD=1")
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		t.Fatal(err)
	}
	sleepPid, _ := strconv.Atoi(strings.TrimSpace(line))
	stopped := func(pid int) bool {
		b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
		if err != nil {
			return false
		}
		s := string(b)
		return strings.HasPrefix(strings.TrimSpace(s[strings.LastIndexByte(s, ')')+1:]), "T")
	}
	deadline := time.Now().Add(5 * time.Second)
	for !(stopped(cmd.Process.Pid) && stopped(sleepPid)) {
		if time.Now().After(deadline) {
			t.Fatalf("after StopJob: lwl stopped %v, the rest of its job %v; want both", stopped(cmd.Process.Pid), stopped(sleepPid))
		}
		time.Sleep(10 * time.Millisecond)
	}
	syscall.Kill(-cmd.Process.Pid, syscall.SIGCONT) // fg
	if err := cmd.Wait(); err != nil {
		t.Errorf("the job did not go on after SIGCONT: %v", err)
	}
}
