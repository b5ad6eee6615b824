import { businessName } from "./business-name";
import { CartButton } from "./cart-button";
import { MobileMenu } from "./mobile-menu";
import { NavLinks } from "./nav-links";
import { SearchBox } from "./search-box";
import { SiteLogo } from "./site-logo";

export async function SiteHeader() {
  const name = await businessName();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <SiteLogo name={name} />
        <nav aria-label="Main" className="ml-4 hidden lg:block">
          <NavLinks />
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <SearchBox className="hidden w-56 md:flex xl:w-72" />
          <CartButton />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
