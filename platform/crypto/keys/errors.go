package keys

import (
	"encoding/asn1"
	"errors"

	"github.com/earshot/extensions/platform/kernel"
)

// OpenSSL's errors as Node reports them: code ERR_OSSL_<LIB>_<REASON>, the
// message "error:<packed code>:<library>::<reason>", and the library and
// reason as properties of their own.

// OpenSSLError is such an error, of OpenSSL's packed code packed.
func OpenSSLError(code string, packed uint32, library, reason string) error {
	return &kernel.JSError{Name: "Error", Code: code, Message: "error:" + hex8(packed) + ":" + library + "::" + reason, Library: library, Reason: reason}
}

func hex8(v uint32) string {
	const digits = "0123456789ABCDEF"
	b := make([]byte, 8)
	for i := 7; i >= 0; i-- {
		b[i] = digits[v&15]
		v >>= 4
	}
	return string(b)
}

func errASN1WrongTag() error {
	return OpenSSLError("ERR_OSSL_ASN1_WRONG_TAG", 0x068000A8, "asn1 encoding routines", "wrong tag")
}

// decodeRefusal is OpenSSL's error for der of type typ (DER PKCS #8 or
// SPKI, PEM SPKI) that did not parse: its ASN.1 decoder's (a wrong tag)
// where der is not the structure typ names, the error err otherwise.
func decodeRefusal(typ string, der []byte, err error) error {
	var js *kernel.JSError
	if !errors.As(err, &js) || js.Code != "ERR_OSSL_UNSUPPORTED" {
		return err
	}
	var e error
	switch typ {
	case "pkcs8":
		var k pkcs8Key
		_, e = asn1.Unmarshal(der, &k)
	case "spki":
		var k spkiKey
		_, e = asn1.Unmarshal(der, &k)
	default:
		return err
	}
	if e == nil {
		return err
	}
	return errASN1WrongTag()
}

// ErrKeyTypeOp is the error of a key of a type the operation does not take.
func ErrKeyTypeOp() error {
	return kernel.NodeError("Error", "ERR_OSSL_EVP_OPERATION_NOT_SUPPORTED_FOR_THIS_KEYTYPE",
		"error:03000096:digital envelope routines::operation not supported for this keytype")
}

// ErrProvider is an error of OpenSSL's providers.
func ErrProvider(code string, packed uint32, reason string) error {
	return OpenSSLError(code, packed, "Provider routines", reason)
}
