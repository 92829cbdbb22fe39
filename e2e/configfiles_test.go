//go:build linux

package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// cfgBadFiles are files lwl must refuse as configuration, by kind, each
// with the reason its message gives. "unreadable" is /proc/self/mem: a
// regular file whose first bytes cannot be read by anyone, root included
// (chmod 000 does not stop root; that kind is below, for other users).
func cfgBadFiles(t *testing.T) map[string][2]string {
	t.Helper()
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo.yaml")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	big := filepath.Join(dir, "big.yaml")
	if err := os.WriteFile(big, []byte("# "+strings.Repeat("x", 1<<20)+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return map[string][2]string{
		"device":     {"/dev/zero", "not a regular file"},
		"directory":  {dir, "is a directory"},
		"FIFO":       {fifo, "not a regular file"},
		"unreadable": {"/proc/self/mem", "input/output error"},
		"oversized":  {big, "larger than 1 MiB"},
	}
}

// Every configuration file lwl cannot use stops it before the screen,
// exit 2, with one line naming where the file came from: the flag and its
// value, or the file in the configuration folder. None is waited on (a
// FIFO) or read for ever (a device).
func TestE2EConfigFileKinds(t *testing.T) {
	for kind, bad := range cfgBadFiles(t) {
		path, why := bad[0], bad[1]
		for _, flag := range []string{"--keys", "--layout", "--theme"} {
			t.Run(kind+"/"+flag, func(t *testing.T) {
				cfgRefused(t, nil, "lwl: "+flag+" "+path+": "+why+"\n", flag, path, cfgURLs)
			})
		}
		for _, name := range []string{"keys.yaml", "layout.yaml", "theme.yaml"} {
			t.Run(kind+"/"+name, func(t *testing.T) {
				xdg := t.TempDir()
				file := filepath.Join(xdg, "lwl", name)
				if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.Symlink(path, file); err != nil {
					t.Fatal(err)
				}
				cfgRefused(t, []string{"XDG_CONFIG_HOME=" + xdg}, "lwl: "+file+": "+why+"\n", cfgURLs)
			})
		}
	}
}

// A file its owner took the read permission from is refused with the
// flag or the path, for a user other than root.
func TestE2EConfigFileNoPermission(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root reads a mode-000 file; TestE2EConfigFileKinds covers an unreadable file for root")
	}
	xdg := t.TempDir()
	file := filepath.Join(xdg, "lwl", "keys.yaml")
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, []byte("ground: {}\n"), 0); err != nil {
		t.Fatal(err)
	}
	cfgRefused(t, nil, "lwl: --keys "+file+": permission denied\n", "--keys", file, cfgURLs)
	cfgRefused(t, []string{"XDG_CONFIG_HOME=" + xdg}, "lwl: "+file+": permission denied\n", cfgURLs)
}

// cfgRefused runs lwl and checks it stopped with exit 2 and stderr want.
func cfgRefused(t *testing.T, env []string, want string, args ...string) {
	t.Helper()
	out, errOut, code := cfgRun(t, env, args...)
	if code != 2 || errOut != want || out != "" {
		t.Errorf("lwl %q: exit %d, stderr %q, stdout %.40q; want exit 2, stderr %q", args, code, errOut, out, want)
	}
}

// A keys.yaml that takes away every way out, ctrl-c too, is refused with
// its file and line before the screen starts, rather than trapping the
// user; one that keeps ctrl-c's quit (q, Q and : gone) still quits by it.
func TestE2EConfigNoWayOut(t *testing.T) {
	trap := cfgHome(t, map[string]string{"keys.yaml": "ground:\n  q: none\n  Q: none\n  \":\": none\n  ctrl-c: scroll 1\n"})
	file := filepath.Join(trap, "lwl", "keys.yaml")
	cfgRefused(t, []string{"XDG_CONFIG_HOME=" + trap},
		"lwl: "+file+":5: no key is left to quit lwl in ground: bind one to quit, interrupt or file-command\n", cfgURLs)

	kept := cfgHome(t, map[string]string{"keys.yaml": "ground:\n  q: none\n  Q: none\n  \":\": none\n"})
	h := cfgStart(t, startOpts{}, []string{"XDG_CONFIG_HOME=" + kept}, cfgURLs)
	h.waitStatus(t, cfgURLs)
	h.typeKeys("\x03")
	if code := h.wait(t); code != 0 {
		t.Errorf("exit code %d after ctrl-c, want 0", code)
	}
	h.checkRestored(t)
}
