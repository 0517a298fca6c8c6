package platform

import (
	"net"
	"os"
	"os/user"
	"runtime"
	"strings"
	"time"
)

// The host side of node:os: facts about the machine.

func opOSInfo(i *Instance, _, _ []byte) Reply {
	host, _ := os.Hostname()
	u := map[string]any{"username": os.Getenv("USER"), "uid": os.Getuid(), "gid": os.Getgid(), "shell": nil, "homedir": i.cfg.Home}
	if cur, err := user.Current(); err == nil {
		u["username"] = cur.Username
	}
	if sh := os.Getenv("SHELL"); sh != "" {
		u["shell"] = sh
	}
	ifaces := map[string][]map[string]any{}
	if list, err := net.Interfaces(); err == nil {
		for _, ifc := range list {
			addrs, _ := ifc.Addrs()
			for _, a := range addrs {
				ipn, ok := a.(*net.IPNet)
				if !ok {
					continue
				}
				family := "IPv4"
				if ipn.IP.To4() == nil {
					family = "IPv6"
				}
				ones, _ := ipn.Mask.Size()
				ifaces[ifc.Name] = append(ifaces[ifc.Name], map[string]any{
					"address": ipn.IP.String(), "netmask": net.IP(ipn.Mask).String(), "family": family,
					"mac": ifc.HardwareAddr.String(), "internal": ifc.Flags&net.FlagLoopback != 0,
					"cidr": ipn.IP.String() + "/" + itoa64(int64(ones)),
				})
			}
		}
	}
	sys := sysInfo()
	return Reply{Value: map[string]any{
		"hostname": host, "type": osType(), "platform": goosName(), "arch": goarchName(), "machine": machine(),
		"release": sys.release, "version": sys.version, "homedir": i.cfg.Home, "tmpdir": strings.TrimSuffix(os.TempDir(), "/"),
		"cpus": runtime.NumCPU(), "totalmem": sys.total, "freemem": sys.free, "uptime": sys.uptime.Seconds(),
		"loadavg": sys.load, "userInfo": u, "networkInterfaces": ifaces, "endianness": "LE",
	}}
}

type sysFacts struct {
	release, version string
	total, free      uint64
	uptime           time.Duration
	load             [3]float64
}

func osType() string {
	switch runtime.GOOS {
	case "linux":
		return "Linux"
	case "darwin":
		return "Darwin"
	case "windows":
		return "Windows_NT"
	}
	return strings.ToUpper(runtime.GOOS[:1]) + runtime.GOOS[1:]
}

func machine() string {
	switch runtime.GOARCH {
	case "amd64":
		return "x86_64"
	case "arm64":
		return "aarch64"
	}
	return runtime.GOARCH
}

func init() {
	register(&Op{Name: "os.info", Limits: "-", Test: "TestNodeBuiltins", Run: opOSInfo})
}
