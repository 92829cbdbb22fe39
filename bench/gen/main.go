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
