/** @type {import('next').NextConfig} */
const nextConfig = {
  cacheComponents: true,
  partialPrefetching: true,
  poweredByHeader: false,
  reactStrictMode: true,
  images: { unoptimized: true },
  // Each build/test server may keep its own output folder (see STACK-NOTES: two
  // servers must not share one .next).
  distDir: process.env.NEXT_DIST_DIR || ".next",
};

export default nextConfig;
