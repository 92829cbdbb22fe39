// Command floor prints one line and exits: the least a Go program takes to
// show something on a terminal, the floor for lwl's first screen in
// bench/run.sh.
package main

import "os"

func main() { os.Stdout.WriteString("floor: the first line\n") }
