package extensions_test

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/loader"
)

// BenchmarkTrustMany trusts N extensions in one call, at two sizes, and
// reports the time per name of each and their ratio: 1 when the cost is
// linear in N (it was quadratic: 4,000 names took 55.6 s).
func BenchmarkTrustMany(b *testing.B) {
	perName := func(n int) time.Duration {
		project := b.TempDir()
		ext := loader.ProjectDir(project)
		os.MkdirAll(ext, 0o755)
		names := make([]string, n)
		for i := range names {
			names[i] = fmt.Sprintf("x%04d", i)
			os.WriteFile(filepath.Join(ext, names[i]+".js"), []byte(`export default { tools: [] };`), 0o644)
		}
		opts := extensions.Options{ProjectDir: project, ConfigDir: b.TempDir()}
		start := time.Now()
		if err := extensions.Trust(opts, names...); err != nil {
			b.Fatal(err)
		}
		return time.Since(start) / time.Duration(n)
	}
	var small, large time.Duration
	for range b.N {
		small += perName(250)
		large += perName(2000)
	}
	b.ReportMetric(float64(small.Microseconds())/float64(b.N), "µs/name@250")
	b.ReportMetric(float64(large.Microseconds())/float64(b.N), "µs/name@2000")
	b.ReportMetric(float64(large)/float64(small), "ratio")
}
