// The libraries every screen starts with, loaded (and run) on their own by web/boot.ts before the app itself, so
// that a prerendered page's start is two shorter tasks rather than one long one.
import '@tanstack/react-query';
import '@tanstack/react-router';
import 'react';
import 'react-dom/client';
