import { Outlet } from 'react-router';
import { Navbar } from '~/components/layout/navbar';
import { Footer } from '~/components/layout/footer';
import { useRootData } from '~/root';

export default function SiteLayout() {
  const root = useRootData();
  return (
    <div className="flex min-h-dvh flex-col">
      <Navbar user={null} testMode={root?.testMode ?? false} />
      <main className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
