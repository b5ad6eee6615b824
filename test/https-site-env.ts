/**
 * Imported first by a test file, before anything reads the settings: the
 * site's address is https and only SITE_URL says so (no NEXTAUTH_URL).
 */
process.env.SITE_URL = "https://shop.example.com";
delete process.env.NEXTAUTH_URL;
