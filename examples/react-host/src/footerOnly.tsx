// A page that takes only the footer: the package's other parts (menus, market panels) stay out of its bundle.
import { Footer } from '@exchange/layer';
import '@exchange/layer/layer.css';
import { createRoot } from 'react-dom/client';

const el = document.getElementById('footer');
if (el) createRoot(el).render(<Footer site="main" lang="en" />);
