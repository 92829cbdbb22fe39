// Command gen writes the benchmark's input files into a folder: a log, an
// English text, a link-dense markdown document and one long line. It needs
// the seed's Shakespeare and RFC documents (../shared) or makes do without.
package main

import (
	"bufio"
	"compress/gzip"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

func main() {
	dir := flag.String("dir", "bench/out", "folder for the files")
	shared := flag.String("shared", "../shared", "the shared folder with data/ and seed/")
	logMB := flag.Int("log-mb", 1024, "size of the log in MB")
	flag.Parse()
	if err := os.MkdirAll(*dir, 0o755); err != nil {
		fail(err)
	}
	write(filepath.Join(*dir, "log.txt"), func(w *bufio.Writer) { logFile(w, *logMB<<20) })
	write(filepath.Join(*dir, "english.txt"), func(w *bufio.Writer) { english(w, *shared) })
	write(filepath.Join(*dir, "links.md"), func(w *bufio.Writer) { links(w, *shared, 14<<20) })
	write(filepath.Join(*dir, "oneline.txt"), func(w *bufio.Writer) { oneLine(w, 100<<20) })
	write(filepath.Join(*dir, "gitlog.txt"), func(w *bufio.Writer) { gitLog(w, 20<<20) })
	write(filepath.Join(*dir, "clog.txt"), func(w *bufio.Writer) { colourLog(w, *logMB<<20) })
	write(filepath.Join(*dir, "ten.txt"), func(w *bufio.Writer) {
		for i := 1; i <= 10; i++ {
			fmt.Fprintf(w, "line %d of ten\n", i)
		}
	})
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "gen:", err)
	os.Exit(1)
}

// write makes path with fill unless it exists already.
func write(path string, fill func(*bufio.Writer)) {
	if _, err := os.Stat(path); err == nil {
		return
	}
	f, err := os.Create(path + ".tmp")
	if err != nil {
		fail(err)
	}
	w := bufio.NewWriterSize(f, 1<<20)
	fill(w)
	if err := w.Flush(); err != nil {
		fail(err)
	}
	f.Close()
	if err := os.Rename(path+".tmp", path); err != nil {
		fail(err)
	}
	fmt.Println("wrote", path)
}

// logFile writes a server log; its last line holds the word "zebrafish".
func logFile(w *bufio.Writer, size int) {
	levels := []string{"INFO", "INFO", "INFO", "WARN", "DEBUG", "ERROR"}
	paths := []string{"/api/v1/items", "/api/v1/users", "/static/app.js", "/healthz", "/api/v2/search"}
	n := 0
	for i := 0; n < size; i++ {
		line := fmt.Sprintf("2026-11-30T%02d:%02d:%02d.%03dZ %-5s [worker-%02d] request id=%08x path=%s/%d took %dms status=%d\n",
			i/3600000%24, i/60000%60, i/1000%60, i%1000, levels[i%len(levels)], i%16, i*2654435761, paths[i%len(paths)], i%99991, i%997, 200+i%5)
		n += len(line)
		w.WriteString(line)
	}
	w.WriteString("2026-12-01T00:00:00.000Z INFO [worker-00] the last request came from zebrafish\n")
}

func english(w *bufio.Writer, shared string) {
	f, err := os.Open(filepath.Join(shared, "data", "t8.shakespeare.txt.gz"))
	if err != nil {
		fail(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		fail(err)
	}
	io.Copy(w, zr)
}

// links repeats bro's rendering of RFC 3986 to size; the last copy ends
// with the word "zebrafish".
func links(w *bufio.Writer, shared string, size int) {
	b, err := os.ReadFile(filepath.Join(shared, "seed", "reconstructed", "current.md"))
	if err != nil {
		fail(err)
	}
	for n := 0; n+len(b) < size; n += len(b) {
		w.Write(b)
	}
	w.WriteString("\nThe end, said the [zebrafish](https://example.org/zebrafish).\n")
}

// oneLine writes one line of words with no newline at all.
func oneLine(w *bufio.Writer, size int) {
	words := strings.Fields("lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua")
	n := 0
	for i := 0; n < size; i++ {
		s := words[i%len(words)] + " "
		n += len(s)
		w.WriteString(s)
	}
	w.WriteString("zebrafish")
}

// gitLog writes what `git log -p --color=always` sends a pager: yellow
// commit lines, bold diff headers, cyan hunk headers, red and green lines
// (each coloured run closed by ESC [ m, as git does). The last commit's
// subject holds the word "zebrafish".
func gitLog(w *bufio.Writer, size int) {
	words := strings.Fields("parse render wrap search chunk link style status prompt screen buffer cursor filter marks theme layout")
	n := 0
	for i := 0; n < size; i++ {
		start := w.Buffered()
		fmt.Fprintf(w, "\x1b[33mcommit %040x\x1b[m\x1b[33m (\x1b[m\x1b[1;36mHEAD -> \x1b[m\x1b[1;32mmain\x1b[m\x1b[33m)\x1b[m\n", uint64(i)*2654435761)
		fmt.Fprintf(w, "Author: Dev %d <dev%d@example.org>\nDate:   Mon Nov %d 12:%02d:00 2026 +0000\n\n", i%7, i%7, 1+i%28, i%60)
		fmt.Fprintf(w, "    %s: %s the %s when the %s changes\n\n", words[i%len(words)], words[(i+3)%len(words)], words[(i+5)%len(words)], words[(i+7)%len(words)])
		file := "widgets/" + words[(i+1)%len(words)] + ".go"
		fmt.Fprintf(w, "\x1b[1mdiff --git a/%s b/%s\x1b[m\n\x1b[1mindex 3f2a1b0..9c8d7e6 100644\x1b[m\n\x1b[1m--- a/%s\x1b[m\n\x1b[1m+++ b/%s\x1b[m\n", file, file, file, file)
		for h := 0; h < 3; h++ {
			fmt.Fprintf(w, "\x1b[36m@@ -%d,7 +%d,8 @@\x1b[m func (v *View) %s() {\x1b[m\n", 10+h*40, 10+h*40, upperFirst(words[(i+h)%len(words)]))
			fmt.Fprintf(w, " \tif v.%s == nil {\n \t\treturn\n \t}\n", words[(i+h+2)%len(words)])
			fmt.Fprintf(w, "\x1b[31m-\tv.%s(e)\x1b[m\n", words[(i+h+4)%len(words)])
			fmt.Fprintf(w, "\x1b[32m+\tv.%s(e, true)\x1b[m\n\x1b[32m+\tv.%s()\x1b[m\n", words[(i+h+4)%len(words)], words[(i+h+6)%len(words)])
			fmt.Fprintf(w, " \treturn nil\n }\n")
		}
		n += w.Buffered() - start
		if w.Available() < 4096 {
			w.Flush()
		}
	}
	w.WriteString("\x1b[33mcommit 0000000000000000000000000000000000000000\x1b[m\n\n    the last commit came from zebrafish\n")
}

// colourLog writes the log of logFile with colours, as a logger writing to
// a terminal would: the time dim, the level coloured, the path bold; its
// last line holds the word "zebrafish".
func colourLog(w *bufio.Writer, size int) {
	levels := []string{"\x1b[32mINFO \x1b[0m", "\x1b[32mINFO \x1b[0m", "\x1b[32mINFO \x1b[0m", "\x1b[33mWARN \x1b[0m", "\x1b[34mDEBUG\x1b[0m", "\x1b[1;31mERROR\x1b[0m"}
	paths := []string{"/api/v1/items", "/api/v1/users", "/static/app.js", "/healthz", "/api/v2/search"}
	n := 0
	for i := 0; n < size; i++ {
		line := fmt.Sprintf("\x1b[2m2026-11-30T%02d:%02d:%02d.%03dZ\x1b[0m %s [worker-%02d] request id=%08x path=\x1b[1m%s/%d\x1b[0m took %dms status=\x1b[36m%d\x1b[0m\n",
			i/3600000%24, i/60000%60, i/1000%60, i%1000, levels[i%len(levels)], i%16, i*2654435761, paths[i%len(paths)], i%99991, i%997, 200+i%5)
		n += len(line)
		w.WriteString(line)
	}
	w.WriteString("\x1b[2m2026-12-01T00:00:00.000Z\x1b[0m \x1b[32mINFO \x1b[0m [worker-00] the last request came from zebrafish\n")
}

func upperFirst(s string) string { return strings.ToUpper(s[:1]) + s[1:] }
