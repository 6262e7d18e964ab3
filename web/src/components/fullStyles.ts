// The full Mantine stylesheet: for every screen other than the landing page and the list pages (StyledLayout),
// and for what a list page opens after its first render (a project's dialog imports it). The service worker precaches it with the rest.
import '@mantine/core/styles.css';
