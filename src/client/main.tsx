/** The entry: detect the platform, read storage, render into #root (docs/design.md#layout). */
import './styles/app.css';
import { boot } from './app/boot';
import { http } from './lib/http';
import { loadPlatform } from './platform/load-platform';

const container = document.getElementById('root');
if (container !== null) {
  void boot({ container, loadPlatform, http });
}
