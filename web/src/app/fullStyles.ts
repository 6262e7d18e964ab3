// The full Mantine stylesheet, for every screen past the landing page (loaded with their chunks).
import '@mantine/core/styles.css';
