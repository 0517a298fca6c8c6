// A type declaration file: not an extension, skipped by discovery.
declare const x: number;
