// The file name makes an invalid extension name (it contains a dot).
export default { tools: [] };
