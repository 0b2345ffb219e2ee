import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { CATEGORIES } from '../server/common/categories';

// The specification's route table. Screens of later issues are added here as they land.
export default [
  // The promo graphic stands alone, at its own size, outside the site's frame.
  route('instagram-ad', 'routes/instagram-ad.tsx'),
  // The hidden admin area, outside the site's frame.
  route('skriveni-admin', 'routes/skriveni-admin.tsx'),
  route('skriveni-admin/image/:id', 'routes/skriveni-admin-image.tsx'),
  route('skriveni-admin/ocr-demo', 'routes/skriveni-admin-ocr-demo.tsx'),
  route('i18n/:file', 'routes/i18n-file.ts'),
  layout('routes/site-layout.tsx', [
    index('routes/home.tsx', { id: 'home' }),
    route('landing-c', 'routes/home.tsx', { id: 'landing-c' }),
    route('landing-b', 'routes/landing-b.tsx'),
    route('upload', 'routes/upload.tsx'),
    route('report-preview', 'routes/report-preview.tsx'),
    route('auth', 'routes/auth.tsx'),
    route('auth/link', 'routes/auth-link.tsx'),
    route('account', 'routes/account.tsx'),
    route('account/subscription', 'routes/account-subscription.tsx'),
    route('membership', 'routes/membership.tsx', { id: 'membership' }),
    route('pre-checkout', 'routes/membership.tsx', { id: 'pre-checkout' }),
    route('payment', 'routes/payment.tsx'),
    route('payment-success', 'routes/payment-success.tsx'),
    route('payment-success-new', 'routes/payment-success-new.tsx'),
    route('payment-canceled', 'routes/payment-canceled.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
    route('dashboard', 'routes/dashboard.tsx'),
    // /report without an id has its own failure view ("Report ID is missing"), so it is a route too.
    route('report', 'routes/report.tsx', { id: 'report-missing' }),
    route('report/:reportId', 'routes/report.tsx'),
    route('dev/mail', 'routes/dev-mail.tsx'),
    route('sadrzaj', 'routes/sadrzaj.tsx'),
    route('preciznost', 'routes/preciznost.tsx'),
    route('blog', 'routes/blog.tsx'),
    route('seo/:slug', 'routes/seo-redirect.tsx'),
    route('ai-kladionica-pametno-kladjenje', 'routes/ai-kladionica.tsx'),
    route('ai-predikcije', 'routes/ai-predikcije.tsx'),
    route('ai-generator', 'routes/ai-generator.tsx'),
    route('ai-generator/create', 'routes/ai-generator-create.tsx'),
    route('ai-generator/payment', 'routes/ai-generator-payment.tsx'),
    route('ai-generator/result', 'routes/ai-generator-result.tsx'),
    route('admin/sadrzaj', 'routes/admin-content.tsx'),
    route('admin/sadrzaj/:id', 'routes/admin-content-edit.tsx'),
    ...CATEGORIES.map((c) => route(`${c}/:slug`, 'routes/article.tsx', { id: `article-${c}` })),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
