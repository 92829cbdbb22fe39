package doc

import (
	"strings"
	"testing"
)

// The parsed chunks kept stay within cacheBytes (but at least
// minCachedChunks), the weight kept is the weights' sum, and a chunk
// dropped is parsed again the same.
func TestChunkCacheBound(t *testing.T) {
	line := "a line with a [link](https://example.org/a/long/destination) in it\n"
	text := strings.Repeat(line, 60*ChunkSize/len(line))
	for _, src := range []Source{BytesSource(text), readerSource{[]byte(text)}} {
		d := New(src, ParseOptions{})
		first := d.Chunk(0).Text
		for k := range d.NumChunks() {
			d.Chunk(k)
			sum := 0
			for _, c := range d.cache {
				sum += c.weight
			}
			if sum != d.cached {
				t.Fatalf("%T: after chunk %d the cache weighs %d, counted %d", src, k, sum, d.cached)
			}
			if d.cached > cacheBytes && len(d.cache) > minCachedChunks || len(d.cache) > cacheChunks {
				t.Fatalf("%T: after chunk %d, %d chunks of %d bytes kept", src, k, len(d.cache), d.cached)
			}
			if _, ok := d.cache[k]; !ok {
				t.Fatalf("%T: chunk %d, just parsed, was not kept", src, k)
			}
		}
		if _, ok := d.cache[0]; ok {
			t.Errorf("%T: chunk 0 still kept after all %d were parsed", src, d.NumChunks())
		}
		if d.Chunk(0).Text != first {
			t.Errorf("%T: chunk 0 parsed again differs", src)
		}
	}
}
