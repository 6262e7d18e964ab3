// The list pages' styles beyond the landing page's (styles.ts): what their first render uses (the filters'
// chevron, a video's thumbnail frame, an error alert, the career hub's closed player dialog). The full Mantine
// stylesheet (components/fullStyles.ts, about 240 KB) is not part of them: fetching it and matching
// its rules held the first cards back by about 0.6 s of a simulated phone's time (docs/architecture.md, "Start-up of the data pages").
// A browser test checks that every Mantine class on a list page's first cards has its rules here or in styles.ts.
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/AspectRatio.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Modal.css';
