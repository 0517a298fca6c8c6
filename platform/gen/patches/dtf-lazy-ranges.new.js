function parseDateTimeSkeleton(skeleton, rawPattern = skeleton, rangePatterns, intervalFormatFallback) {
	const result = Object.assign(Object.create(null), {
		pattern: "",
		pattern12: "",
		skeleton,
		rawPattern
	});
	// earshot: the range patterns are made the first time they are read
	// (formatRange, or the one format a DateTimeFormat picks), not for each
	// of a locale's ~700 formats when the first DateTimeFormat of the locale
	// is made: in QuickJS that took most of its time.
	let ranges;
	const makeRanges = () => {
		if (ranges) return ranges;
		const rp = Object.create(null);
		const rp12 = Object.create(null);
		if (typeof rangePatterns === "function") rangePatterns = rangePatterns();
		if (rangePatterns) for (const k in rangePatterns) {
			const key = skeletonTokenToTable2(k);
			const rawPattern = rangePatterns[k];
			const intervalResult = Object.assign(Object.create(null), { patternParts: [] });
			const [pattern, pattern12] = processDateTimePattern(rawPattern, intervalResult);
			rp[key] = {
				...intervalResult,
				patternParts: splitRangePattern(pattern)
			};
			rp12[key] = {
				...intervalResult,
				patternParts: splitRangePattern(pattern12)
			};
		}
		if (intervalFormatFallback) {
			const patternParts = splitFallbackRangePattern(intervalFormatFallback);
			rp.default = { patternParts };
			rp12.default = { patternParts };
		}
		const yearFields = ["{relatedYear}", "{yearName}"].filter((field) => result.pattern.includes(field));
		if (yearFields.length) for (const patterns of [rp, rp12]) for (const field of Object.keys(patterns)) {
			if (field === "default") continue;
			const range = patterns[field].patternParts.map((part) => part.pattern).join("");
			if (yearFields.some((yearField) => !range.includes(yearField))) delete patterns[field];
		}
		return (ranges = [rp, rp12]);
	};
	for (const [name, i] of [["rangePatterns", 0], ["rangePatterns12", 1]]) Object.defineProperty(result, name, {
		get: () => makeRanges()[i],
		set(value) {
			Object.defineProperty(result, name, { value, writable: true, enumerable: true, configurable: true });
		},
		enumerable: true,
		configurable: true
	});
	replaceDateTimeTokens(skeleton, result);
	const fields = Object.create(null);
	const [pattern, pattern12] = processDateTimePattern(rawPattern, fields);
	patternFields.set(result, fields);
	result.pattern = pattern;
	result.pattern12 = pattern12;
	return result;
}
