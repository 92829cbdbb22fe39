module lwl

go 1.26.8

require (
	github.com/creack/pty v1.1.24
	github.com/gdamore/tcell/v2 v2.13.10
	github.com/klauspost/compress v1.20.4
	github.com/rivo/tview v0.42.0
	github.com/rivo/uniseg v0.4.7
	github.com/ulikunitz/xz v0.5.17
	golang.org/x/net v0.47.0
	golang.org/x/sys v0.38.0
	golang.org/x/term v0.37.0
	gopkg.in/yaml.v3 v3.0.1
)

require (
	github.com/gdamore/encoding v1.0.1 // indirect
	github.com/lucasb-eyer/go-colorful v1.3.0 // indirect
	github.com/spf13/pflag v1.1.0
	golang.org/x/text v0.31.0
)

replace github.com/spf13/pflag v1.1.0 => ./third_party/pflag

replace github.com/klauspost/compress v1.20.4 => ./third_party/compress

replace github.com/ulikunitz/xz v0.5.17 => ./third_party/xz

replace github.com/gdamore/encoding v1.0.1 => ./third_party/encoding

replace github.com/rivo/tview v0.42.0 => ./third_party/tview

replace gopkg.in/yaml.v3 v3.0.1 => ./third_party/yaml

replace github.com/gdamore/tcell/v2 v2.13.10 => ./third_party/tcell
