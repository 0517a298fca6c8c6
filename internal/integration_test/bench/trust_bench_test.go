package bench

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/internal/testutil"
	"github.com/earshot/extensions/loader"
)

// BenchmarkTrustMany trusts N extensions in one call, at 2,000 and 4,000,
// and reports the time per name of each and the ratio of the times: 2 when
// the cost is linear in N (it was quadratic: 4,000 names took 55.6 s; then
// 2.2-3.8 times 2,000's, each extension's build reading the N-file folder).
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
		opts := extensions.Options{ProjectDir: project, ConfigDir: b.TempDir(), Pages: testutil.Pages()}
		start := time.Now()
		if err := extensions.Trust(opts, names...); err != nil {
			b.Fatal(err)
		}
		return time.Since(start) / time.Duration(n)
	}
	var small, large time.Duration
	for range b.N {
		small += perName(2000)
		large += perName(4000)
	}
	b.ReportMetric(float64(small.Microseconds())/float64(b.N), "µs/name@2000")
	b.ReportMetric(float64(large.Microseconds())/float64(b.N), "µs/name@4000")
	b.ReportMetric(2*float64(large)/float64(small), "ratio4000/2000")
}
