import FileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";

export default class SharedTagsCacheHandler extends FileSystemCache {}
