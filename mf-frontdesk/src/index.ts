// Async boundary so shared modules are negotiated before app code runs (ARCHITECTURE 9).
import('./bootstrap');
