// A stand-in for Windows 10's bcryptprimitives.dll, for Wine 8 (Debian 12), which lacks it. Go's
// runtime loads it at start and calls ProcessPrng for its random numbers; without it every Go
// program dies before main. Only scripts/wine.sh builds and installs this, into its own Wine prefix;
// nothing we ship contains it.
#include <windows.h>
#include <bcrypt.h>

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len) {
	// BCryptGenRandom takes a ULONG length: fill larger requests in pieces.
	while (len > 0) {
		ULONG n = len > 0x40000000 ? 0x40000000 : (ULONG)len;
		if (BCryptGenRandom(NULL, data, n, BCRYPT_USE_SYSTEM_PREFERRED_RNG) != 0) {
			return FALSE;
		}
		data += n;
		len -= n;
	}
	return TRUE;
}
